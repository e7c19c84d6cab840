import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/site-path';
import { Pager } from './Pager';
import { ProfileLayout } from './ProfileLayout';
import { RetroClaimForm } from './RetroClaimForm';
import { usePoints } from './profile-api';
import { formatInstant } from './profile-format';

/** The ledger's entry kinds (decision 030); another is shown as it came. */
const KNOWN_KINDS = ['earn', 'claim', 'redeem', 'adjust', 'expire'] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];
const isKnownKind = (kind: string): kind is KnownKind => (KNOWN_KINDS as readonly string[]).includes(kind);

/** The booking and flight of an entry, else its reference. */
function whatOf(entry: { locator: string | null; flight: string | null; reference: string | null }): string {
  const parts = [entry.locator, entry.flight].filter((part): part is string => part !== null && part !== '');
  if (parts.length > 0) return parts.join(' · ');
  return entry.reference ?? '—';
}

/**
 * `/profile/history-travel` (requirements §7 score-histories; decision 030): the card rank and the
 * balance, the points history a page at a time (flown segments credited, claims, redemptions), and
 * the retro-claim of a past flight.
 */
export function TravelHistoryPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const [page, setPage] = useState(1);
  const points = usePoints(page);
  const number = new Intl.NumberFormat(language);
  const data = points.data;
  return (
    <ProfileLayout>
      <section className="member-card" aria-labelledby="points-title">
        <h2 id="points-title" className="member-card__title">
          {t('points.title')}
        </h2>
        {points.isError ? (
          <p role="alert" className="member-alert">
            {t('profile.loadFailed')}
          </p>
        ) : !data ? (
          <p className="member-note">{t('profile.loading')}</p>
        ) : (
          <>
            <p className="profile-balance">
              <span>{t('points.balance')}</span> <strong>{number.format(data.balance)}</strong>
            </p>
            <p className="member-note">
              {t('points.rank', {
                tier: t(`profile.tiers.${data.cardRank.tier}`),
                points: data.cardRank.qualifyingPoints,
              })}{' '}
              {data.cardRank.next
                ? t('points.next', {
                    tier: t(`profile.tiers.${data.cardRank.next.tier}`),
                    points: data.cardRank.next.pointsNeeded,
                  })
                : null}
            </p>
            {data.scoreHistories.detail.length === 0 ? (
              <p className="member-note">{t('points.empty')}</p>
            ) : (
              <div className="profile-table-wrap">
                <table className="profile-table" aria-labelledby="points-title">
                  <thead>
                    <tr>
                      <th scope="col">{t('transactions.date')}</th>
                      <th scope="col">{t('points.entry')}</th>
                      <th scope="col">{t('points.booking')}</th>
                      <th scope="col" className="profile-table__number">
                        {t('points.points')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.scoreHistories.detail.map((entry) => (
                      <tr key={entry.id}>
                        <td>{formatInstant(entry.flownAt ?? entry.createdAt, language)}</td>
                        <td>{isKnownKind(entry.kind) ? t(`points.kinds.${entry.kind}`) : entry.kind}</td>
                        <td>{whatOf(entry)}</td>
                        <td
                          className={
                            entry.points < 0 ? 'profile-table__number' : 'profile-table__number profile-plus'
                          }
                        >
                          {entry.points > 0 ? '+' : ''}
                          {number.format(entry.points)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={page} totalPages={data.scoreHistories.totalPages} onPage={setPage} />
          </>
        )}
      </section>
      <RetroClaimForm />
    </ProfileLayout>
  );
}
