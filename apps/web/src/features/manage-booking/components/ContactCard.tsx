import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ContactDialog } from './ContactDialog';

export interface ContactCardProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  /** A cancelled booking's contact can no longer be changed. */
  readonly isEditable: boolean;
}

/** The booking's contact (requirements §3), changed in a dialog; the names find the booking and stay. */
export function ContactCard({ reservation, language, isEditable }: ContactCardProps) {
  const { t } = useTranslation('manageBooking');
  const headingId = useId();
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { contact } = reservation;
  const name = [contact.lastName, contact.middleName, contact.firstName].filter(Boolean).join(' ');
  return (
    <section className="mb-card" aria-labelledby={headingId}>
      <div className="mb-card__head">
        <h2 id={headingId} className="mb-card__title">
          {t('contact.title')}
        </h2>
        {isEditable ? (
          <Button
            variant="secondary"
            onPress={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('contact.edit')}
          </Button>
        ) : null}
      </div>
      <dl className="mb-facts mb-facts--list">
        <div className="mb-facts__item">
          <dt>{t('contact.name')}</dt>
          <dd>{name}</dd>
        </div>
        <div className="mb-facts__item">
          <dt>{t('contact.email')}</dt>
          <dd className="mb-email">{contact.email}</dd>
        </div>
        <div className="mb-facts__item">
          <dt>{t('contact.phone')}</dt>
          <dd>
            {contact.phoneCode} {contact.phoneNumber}
          </dd>
        </div>
        <div className="mb-facts__item">
          <dt>{t('contact.address')}</dt>
          <dd>{contact.address}</dd>
        </div>
      </dl>
      <p role="status" className="mb-actions__outcome">
        {saved ? t('contact.saved') : ''}
      </p>
      {isEditable ? (
        <ContactDialog
          contact={contact}
          language={language}
          isOpen={isEditing}
          onOpenChange={setEditing}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : null}
    </section>
  );
}
