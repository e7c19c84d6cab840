import type { Migration, MigrationProvider } from 'kysely';
import * as core from './0001-core';
import * as network from './0002-network';
import * as oidc from './0003-oidc';
import * as promotions from './0004-promotions';
import * as airportConfig from './0005-airport-config';
import * as hotDeals from './0006-hot-deals';
import * as bookingSession from './0007-booking-session';
import * as ancillaries from './0008-ancillaries';
import * as content from './0009-content';
import * as happyReturns from './0010-happy-returns';
import * as reservations from './0011-reservations';
import * as paymentGateways from './0012-payment-gateways';
import * as payments from './0013-payments';
import * as flightOperations from './0014-flight-operations';
import * as vikkiSandbox from './0015-vikki-sandbox';
import * as refunds from './0016-refunds';
import * as hotDealPictures from './0017-hot-deal-pictures';
import * as paidSeatsSold from './0018-paid-seats-sold';
import * as paymentFees from './0019-payment-fees';
import * as creditShell from './0020-credit-shell';
import * as balanceDue from './0021-balance-due';
import * as serviceChanges from './0022-service-changes';
import * as journeyChanges from './0023-journey-changes';
import * as checkin from './0024-checkin';
import * as members from './0025-members';
import * as wallet from './0026-wallet';
import * as points from './0027-points';
import * as memberChannel from './0028-member-channel';
import * as reservationMember from './0029-reservation-member';
import * as memberExtras from './0030-member-extras';
import * as nationalId from './0031-national-id';
import * as walletCredit from './0032-wallet-credit';
import * as pointsDiscount from './0033-points-discount';
import * as captcha from './0034-captcha';

/**
 * The migrations, in order. Listed statically rather than read from a folder so they travel with
 * the code (no filesystem scan, no dependency on the working directory). Names sort in the order
 * they run; append new ones at the end.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core': core,
  '0002-network': network,
  '0003-oidc': oidc,
  '0004-promotions': promotions,
  '0005-airport-config': airportConfig,
  '0006-hot-deals': hotDeals,
  '0007-booking-session': bookingSession,
  '0008-ancillaries': ancillaries,
  '0009-content': content,
  '0010-happy-returns': happyReturns,
  '0011-reservations': reservations,
  '0012-payment-gateways': paymentGateways,
  '0013-payments': payments,
  '0014-flight-operations': flightOperations,
  '0015-vikki-sandbox': vikkiSandbox,
  '0016-refunds': refunds,
  '0017-hot-deal-pictures': hotDealPictures,
  '0018-paid-seats-sold': paidSeatsSold,
  '0019-payment-fees': paymentFees,
  '0020-credit-shell': creditShell,
  '0021-balance-due': balanceDue,
  '0022-service-changes': serviceChanges,
  '0023-journey-changes': journeyChanges,
  '0024-checkin': checkin,
  '0025-members': members,
  '0026-wallet': wallet,
  '0027-points': points,
  '0028-member-channel': memberChannel,
  '0029-reservation-member': reservationMember,
  '0030-member-extras': memberExtras,
  '0031-national-id': nationalId,
  '0032-wallet-credit': walletCredit,
  '0033-points-discount': pointsDiscount,
  '0034-captcha': captcha,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
