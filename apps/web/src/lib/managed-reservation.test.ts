import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reservationFixture } from '../test/payment.fixture';
import {
  forgetManagedReservations,
  managedReservationQueryOptions,
  storeReservation,
} from './managed-reservation';

const GRANT = {
  grant: 'Z3JhbnQtcGF5bG9hZA.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
  expiresAt: '2099-01-01T00:30:00.000Z',
  reservationKey: 'res-0001',
};

function answer(locator: string): ManagedReservationResponse {
  const reservation = reservationFixture({ key: 'res-0001', locator });
  return { reservation, reservationSummary: reservation.reservationSummary, grant: GRANT, checkin: [] };
}

describe('the managed reservation query', () => {
  it('keeps one booking per language: its fare family names come translated', () => {
    const queryClient = new QueryClient();
    const english = managedReservationQueryOptions('res-0001', 'en').queryKey;
    const vietnamese = managedReservationQueryOptions('res-0001', 'vi').queryKey;
    queryClient.setQueryData(english, answer('ENG111'));
    queryClient.setQueryData(vietnamese, answer('VIE111'));

    const changed = reservationFixture({ key: 'res-0001', locator: 'NEW111', status: 'Paid' });
    storeReservation(queryClient, changed, 'en');

    expect(queryClient.getQueryData(english)?.reservation).toEqual(changed);
    expect(queryClient.getQueryData(english)?.reservationSummary).toEqual(changed.reservationSummary);
    expect(queryClient.getQueryData(vietnamese)?.reservation.locator).toBe('VIE111');
  });

  it('writes nothing where no booking was read', () => {
    const queryClient = new QueryClient();
    storeReservation(queryClient, reservationFixture({ key: 'res-0001' }), 'en');
    expect(
      queryClient.getQueryData(managedReservationQueryOptions('res-0001', 'en').queryKey),
    ).toBeUndefined();
  });

  it('forgets every cached booking after a payment, so no page shows the old balance as due', () => {
    const queryClient = new QueryClient();
    const english = managedReservationQueryOptions('res-0001', 'en').queryKey;
    const vietnamese = managedReservationQueryOptions('res-0001', 'vi').queryKey;
    queryClient.setQueryData(english, answer('ENG111'));
    queryClient.setQueryData(vietnamese, answer('VIE111'));
    queryClient.setQueryData(['countries', 'en'], []);

    forgetManagedReservations(queryClient);

    expect(queryClient.getQueryData(english)).toBeUndefined();
    expect(queryClient.getQueryData(vietnamese)).toBeUndefined();
    expect(queryClient.getQueryData(['countries', 'en'])).toEqual([]);
  });
});
