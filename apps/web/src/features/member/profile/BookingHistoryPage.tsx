import type { MemberBooking } from '@skybook/contracts/member-bookings';
import { MY_TRIPS_TABS, type MyTripsTab } from '@skybook/domain/booking-enums';
import { formatAmount } from '@skybook/domain/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { openOwnBooking, useBookingHistories, useCancelUnpaid } from './bookings-api';
import { formatInstant } from './profile-format';
import { Pager } from './Pager';
import { ConfirmAction, ProfileTabs } from './ProfileControls';
import { serverMessage } from './server-issues';
import { ProfileLayout } from './ProfileLayout';

/** A flight's local departure as the airport's clock reads it: `2026-12-01T06:15+07:00` → 06:15 01/12/2026. */
function localDeparture(time: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(time);
  return match ? `${match[4]}:${match[5]} ${match[3]}/${match[2]}/${match[1]}` : time;
}

function BookingCard({ booking }: { readonly booking: MemberBooking }) {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const cancel = useCancelUnpaid();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `booking-${booking.locator}`;

  const open = async () => {
    setOpening(true);
    setFailure(null);
    try {
      const key = await openOwnBooking(booking.locator);
      void navigate(sitePath(language, `my/booking-detail/${encodeURIComponent(key)}`));
    } catch (error) {
      setOpening(false);
      setFailure(serverMessage(error, t('profile.loadFailed')));
    }
  };

  return (
    <li className="member-card profile-booking" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-booking__title">
        <span>{t('bookings.locator', { locator: booking.locator })}</span>
        <span className="profile-booking__status">{t(`bookings.tabs.${booking.tab}`)}</span>
      </h3>
      <ul className="profile-booking__routes">
        {booking.routes.map((route) => (
          <li key={`${route.origin}-${route.departureUtc}`}>
            <strong>
              {route.origin} → {route.destination}
            </strong>{' '}
            {localDeparture(route.departureTime)} · {route.flights.join(', ')}
          </li>
        ))}
      </ul>
      <dl className="profile-facts">
        <div>
          <dt>{t('bookings.passengers')}</dt>
          <dd>{booking.passengerCount}</dd>
        </div>
        <div>
          <dt>{t('bookings.total')}</dt>
          <dd>{formatAmount(booking.totalAmount, booking.currency, language)}</dd>
        </div>
        {booking.remaining > 0 && booking.tab === 'UNPAID' ? (
          <div>
            <dt>{t('bookings.payBy')}</dt>
            <dd>{booking.holdExpiresAt ? formatInstant(booking.holdExpiresAt, language) : '—'}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bookings.created')}</dt>
          <dd>{formatInstant(booking.createdAt, language)}</dd>
        </div>
      </dl>
      {(failure ?? cancel.error) ? (
        <p role="alert" className="member-alert">
          {failure ?? serverMessage(cancel.error, t('profile.saveFailed'))}
        </p>
      ) : null}
      <div className="profile-booking__actions">
        {booking.actions.some((action) => action !== 'cancel') ? (
          <Button variant="secondary" isDisabled={opening} onPress={() => void open()}>
            {booking.actions.includes('pay') ? t('bookings.openToPay') : t('bookings.open')}
          </Button>
        ) : null}
        {booking.actions.includes('cancel') ? (
          <ConfirmAction
            actionLabel={t('bookings.cancel')}
            confirmLabel={t('bookings.confirmCancel', { locator: booking.locator })}
            keepLabel={t('bookings.keep')}
            isPending={cancel.isPending}
            onConfirm={() => {
              cancel.mutate(booking.locator);
            }}
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * `/profile/booking-history` (requirements §3 booking history; decision 032): the member's bookings by
 * tab — all, to pay, coming up, flown, cancelled — each with its count, a page at a time; a booking
 * opens in manage booking without its code and name, an unpaid one can be cancelled.
 */
export function BookingHistoryPage() {
  const { t } = useTranslation('member');
  const [tab, setTab] = useState<MyTripsTab>('ALL');
  const [page, setPage] = useState(1);
  const histories = useBookingHistories(tab, page);
  const data = histories.data;
  return (
    <ProfileLayout>
      <section className="member-card" aria-labelledby="bookings-title">
        <h2 id="bookings-title" className="member-card__title">
          {t('bookings.title')}
        </h2>
        <ProfileTabs
          tabs={MY_TRIPS_TABS}
          current={tab}
          label={t('bookings.filter')}
          labelOf={(item) =>
            t('bookings.tabWithCount', { tab: t(`bookings.tabs.${item}`), count: data?.counts[item] ?? 0 })
          }
          onChange={(item) => {
            setTab(item);
            setPage(1);
          }}
        />
        {histories.isError ? (
          <p role="alert" className="member-alert">
            {t('profile.loadFailed')}
          </p>
        ) : !data ? (
          <p className="member-note">{t('profile.loading')}</p>
        ) : data.bookingHistories.length === 0 ? (
          <p className="member-note">{t('bookings.empty')}</p>
        ) : (
          <ul className="profile-bookings">
            {data.bookingHistories.map((booking) => (
              <BookingCard key={booking.reservationKey} booking={booking} />
            ))}
          </ul>
        )}
        <Pager page={page} totalPages={data?.totalPages ?? 0} onPage={setPage} />
      </section>
    </ProfileLayout>
  );
}
