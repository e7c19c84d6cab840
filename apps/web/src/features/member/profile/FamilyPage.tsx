import type { FamilyMember } from '@skybook/contracts/member-extras';
import { formatDay } from '@skybook/domain/date-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useCurrentLanguage } from '../../../lib/site-path';
import { useFamily } from '../../../lib/member-profile';
import { useRemoveFamilyMember } from './family-api';
import { FamilyForm } from './FamilyForm';
import { ConfirmAction } from './ProfileControls';
import { serverMessage } from './server-issues';
import { ProfileLayout } from './ProfileLayout';

function FamilyCard({ person }: { readonly person: FamilyMember }) {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const remove = useRemoveFamilyMember();
  const name = [person.lastName, person.middleName, person.firstName].filter((part) => part !== '').join(' ');
  const titleId = `family-${person.id}`;
  return (
    <li className="member-card profile-booking" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-booking__title">
        <span>
          {t(`personal.titles.${person.title}`)} {name}
        </span>
        <span className="profile-booking__status">{t(`personal.relations.${person.relation}`)}</span>
      </h3>
      <dl className="profile-facts">
        <div>
          <dt>{t('personal.birthDate')}</dt>
          <dd>{formatDay(person.dateOfBirth, language)}</dd>
        </div>
        <div>
          <dt>{t('personal.nationality')}</dt>
          <dd>{person.nationality}</dd>
        </div>
        {person.documentNumber ? (
          <div>
            <dt>{t('family.documentNumber')}</dt>
            <dd>{person.documentNumber}</dd>
          </div>
        ) : null}
      </dl>
      {remove.error ? (
        <p role="alert" className="member-alert">
          {serverMessage(remove.error, t('profile.saveFailed'))}
        </p>
      ) : null}
      <div className="profile-booking__actions">
        <ConfirmAction
          actionLabel={t('family.remove')}
          confirmLabel={t('family.confirmRemove', { name })}
          keepLabel={t('family.keep')}
          isPending={remove.isPending}
          onConfirm={() => {
            remove.mutate(person.id);
          }}
        />
      </div>
    </li>
  );
}

/**
 * `/profile/family-list` (requirements §2 Profile, §3 family member; decision 031): the people the
 * member books for, at most the server's limit; each removed after the member confirms, a new
 * one added with the passenger fields a booking form prefills.
 */
export function FamilyPage() {
  const { t } = useTranslation('member');
  const family = useFamily();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const data = family.data;
  const isFull = data !== undefined && data.members.length >= data.limit;
  return (
    <ProfileLayout>
      <section className="member-card" aria-labelledby="family-list-title">
        <h2 id="family-list-title" className="member-card__title">
          {t('family.title')}
        </h2>
        <p className="member-note">{t('family.intro', { limit: data?.limit ?? 10 })}</p>
        {added ? (
          <p role="status" className="member-note">
            {t('family.added')}
          </p>
        ) : null}
        {family.isError ? (
          <p role="alert" className="member-alert">
            {t('profile.loadFailed')}
          </p>
        ) : !data ? (
          <p className="member-note">{t('profile.loading')}</p>
        ) : data.members.length === 0 ? (
          <p className="member-note">{t('family.empty')}</p>
        ) : (
          <ul className="profile-bookings">
            {data.members.map((person) => (
              <FamilyCard key={person.id} person={person} />
            ))}
          </ul>
        )}
        {isFull ? <p className="member-note">{t('family.full')}</p> : null}
        {adding ? (
          <FamilyForm
            onAdded={() => {
              setAdding(false);
              setAdded(true);
            }}
          />
        ) : !isFull && data ? (
          <div>
            <Button
              variant="secondary"
              onPress={() => {
                setAdded(false);
                setAdding(true);
              }}
            >
              {t('family.addTitle')}
            </Button>
          </div>
        ) : null}
      </section>
    </ProfileLayout>
  );
}
