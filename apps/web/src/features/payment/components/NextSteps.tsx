import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { ONLINE_CHECK_IN_OPENS_BEFORE_DEPARTURE_MS } from '@skybook/domain/booking-constants';
import { dateTimeFormat } from '@skybook/domain/intl-formats';
import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AirportName } from '../../../components/itinerary/itinerary-format';
import { buttonClassName } from '../../../components/ui/Button';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { sitePath } from '../../../lib/site-path';
import { itineraryFileUrl } from '../api/payment-status';

/**
 * Where the manage-booking and check-in steps lead. A page not built yet (check-in) has none: its
 * step says how to use it without linking to a placeholder, and becomes a link once its path is set.
 */
export const NEXT_STEP_PATHS: Readonly<Record<'manageBooking' | 'checkIn', string | null>> = {
  manageBooking: 'my/search-booking',
  checkIn: null,
};

export interface NextStepsProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  readonly airports: ReadonlyMap<string, AirportName>;
}

/** When online check-in opens for a flight, in its departure airport's local time. */
export function checkInOpensAt(
  departure: { utc: string; scheduledTime: string },
  timeZone: string | undefined,
  language: string,
): string {
  const opens = Date.parse(departure.utc) - ONLINE_CHECK_IN_OPENS_BEFORE_DEPARTURE_MS;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  if (timeZone) return dateTimeFormat(language, { ...options, timeZone }).format(opens);
  // Until the airport's zone is known: the departure's own UTC offset (`+07:00`).
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(departure.scheduledTime);
  const offsetMs = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000
    : 0;
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(opens + offsetMs);
}

function Step({
  icon,
  title,
  children,
  action,
}: {
  readonly icon: IconName;
  readonly title: string;
  readonly children: ReactNode;
  readonly action: ReactNode;
}) {
  return (
    <li className="pay-next__step">
      <Icon name={icon} className="pay-next__icon" />
      <h3 className="pay-next__title">{title}</h3>
      <p className="pay-next__text">{children}</p>
      {action}
    </li>
  );
}

/** A paid booking's next steps: the calendar file, the PDF, managing the booking and checking in. */
export function NextSteps({ reservation, language, airports }: NextStepsProps) {
  const { t } = useTranslation('payment');
  const { contact, locator } = reservation;
  const file = (kind: 'pdf' | 'ics') =>
    itineraryFileUrl(kind, locator, contact.lastName, contact.firstName, language);
  const first = reservation.journeys[0]?.segments[0];
  const stepLink = (path: string | null, label: string) =>
    path === null ? null : (
      <Link to={sitePath(language, path)} className={buttonClassName('secondary', 'pay-next__action')}>
        {label}
      </Link>
    );
  return (
    <section className="pay-next" aria-labelledby="pay-next-title">
      <h2 id="pay-next-title" className="pay-next__heading">
        {t('next.title')}
      </h2>
      <ul className="pay-next__list">
        <Step
          icon="calendar"
          title={t('next.calendar.title')}
          action={
            <a href={file('ics')} download className={buttonClassName('secondary', 'pay-next__action')}>
              {t('next.calendar.action')}
            </a>
          }
        >
          {t('next.calendar.text')}
        </Step>
        <Step
          icon="download"
          title={t('next.pdf.title')}
          action={
            <a href={file('pdf')} download className={buttonClassName('secondary', 'pay-next__action')}>
              {t('next.pdf.action')}
            </a>
          }
        >
          {t('next.pdf.text')}
        </Step>
        <Step
          icon="ticket"
          title={t('next.manage.title')}
          action={stepLink(NEXT_STEP_PATHS.manageBooking, t('next.manage.action'))}
        >
          {t('next.manage.text', { locator, lastName: contact.lastName })}
        </Step>
        <Step
          icon="plane"
          title={t('next.checkIn.title')}
          action={stepLink(NEXT_STEP_PATHS.checkIn, t('next.checkIn.action'))}
        >
          {first
            ? t('next.checkIn.text', {
                flight: `${first.flight.airlineCode.code} ${first.flight.flightNumber}`,
                hours: ONLINE_CHECK_IN_OPENS_BEFORE_DEPARTURE_MS / 3_600_000,
                opensAt: checkInOpensAt(
                  first.departure,
                  airports.get(first.departure.airport.code)?.timeZone,
                  language,
                ),
                airport: first.departure.airport.code,
                locator,
              })
            : null}
        </Step>
      </ul>
    </section>
  );
}
