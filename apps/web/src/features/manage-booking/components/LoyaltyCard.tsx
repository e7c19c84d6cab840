import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passengerName } from '../../../components/itinerary/trip-names';
import { Button } from '../../../components/ui/Button';
import { LoyaltyDialog } from './LoyaltyDialog';

export interface LoyaltyCardProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  readonly isEditable: boolean;
}

/** Each passenger's Skyclub or SkyJoy number (requirements §3 loyalty schemes), changed in a dialog. */
export function LoyaltyCard({ reservation, language, isEditable }: LoyaltyCardProps) {
  const { t } = useTranslation('manageBooking');
  const { t: ti } = useTranslation('itinerary');
  const headingId = useId();
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <section className="mb-card" aria-labelledby={headingId}>
      <div className="mb-card__head">
        <h2 id={headingId} className="mb-card__title">
          {t('loyalty.title')}
        </h2>
        {isEditable ? (
          <Button
            variant="secondary"
            onPress={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('loyalty.edit')}
          </Button>
        ) : null}
      </div>
      <dl className="mb-facts mb-facts--list">
        {reservation.passengers.map((passenger) => (
          <div key={passenger.key} className="mb-facts__item">
            <dt>{passengerName(passenger, ti(`passengers.titles.${passenger.title}`))}</dt>
            <dd className={passenger.loyaltyNumber === '' ? 'mb-muted' : 'mb-code'}>
              {passenger.loyaltyNumber === '' ? t('loyalty.none') : passenger.loyaltyNumber}
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mb-actions__outcome">
        {saved ? t('loyalty.saved') : ''}
      </p>
      {isEditable ? (
        <LoyaltyDialog
          reservation={reservation}
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
