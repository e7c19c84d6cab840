import { WALLET_HISTORY_TYPES, type WalletHistoryType } from '@skybook/domain/wallet-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/site-path';
import { formatInstant, formatVnd } from './profile-format';
import { Pager } from './Pager';
import { ProfileTabs } from './ProfileControls';
import { ProfileLayout } from './ProfileLayout';
import { useTransactions } from './profile-api';

const TABS = ['all', ...WALLET_HISTORY_TYPES] as const;
type Tab = (typeof TABS)[number];

/**
 * `/profile/transaction-history` (requirements §3 transaction history): the wallet's movements,
 * newest first, all or one type, a page at a time.
 */
export function TransactionsPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const type: WalletHistoryType | undefined = tab === 'all' ? undefined : tab;
  const history = useTransactions(type, page);
  const rows = history.data?.detail ?? [];
  return (
    <ProfileLayout>
      <section className="member-card" aria-labelledby="transactions-title">
        <h2 id="transactions-title" className="member-card__title">
          {t('transactions.title')}
        </h2>
        <ProfileTabs
          tabs={TABS}
          current={tab}
          label={t('transactions.filter')}
          labelOf={(item) => t(`transactions.types.${item}`)}
          onChange={(item) => {
            setTab(item);
            setPage(1);
          }}
        />
        {history.isError ? (
          <p role="alert" className="member-alert">
            {t('profile.loadFailed')}
          </p>
        ) : !history.data ? (
          <p className="member-note">{t('profile.loading')}</p>
        ) : rows.length === 0 ? (
          <p className="member-note">{t('transactions.empty')}</p>
        ) : (
          <div className="profile-table-wrap">
            <table className="profile-table" aria-labelledby="transactions-title">
              <thead>
                <tr>
                  <th scope="col">{t('transactions.date')}</th>
                  <th scope="col">{t('transactions.kind')}</th>
                  <th scope="col">{t('transactions.reference')}</th>
                  <th scope="col" className="profile-table__number">
                    {t('transactions.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{formatInstant(row.createdAt, language)}</td>
                    <td>{t(`transactions.kinds.${row.kind}`)}</td>
                    <td>{row.reference}</td>
                    <td
                      className={
                        row.amount < 0 ? 'profile-table__number' : 'profile-table__number profile-plus'
                      }
                    >
                      {row.amount > 0 ? '+' : ''}
                      {formatVnd(row.amount, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} totalPages={history.data?.totalPages ?? 0} onPage={setPage} />
      </section>
    </ProfileLayout>
  );
}
