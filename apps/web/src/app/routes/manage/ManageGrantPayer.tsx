import { useMemo, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  manageGrantPayer,
  PaymentPayerProvider,
  type ManageGrantReader,
} from '../../../features/payment/payer';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { storedGrantReader } from './stored-grant';

export interface ManageGrantPayerProps {
  readonly children: ReactNode;
  /** Where the grant is read from (manage booking's store). */
  readonly reader?: ManageGrantReader;
}

/**
 * Manage booking's payment pages pay as the grant of the booking the traveller opened; without
 * one (never found, or expired) they go back to /my/search-booking to find it.
 */
export function ManageGrantPayer({ children, reader = storedGrantReader }: ManageGrantPayerProps) {
  const language = useCurrentLanguage();
  const [stored] = useState(() => reader.read());
  const reservationKey = stored?.reservationKey ?? null;
  const payer = useMemo(
    () => (reservationKey === null ? null : manageGrantPayer(reader, reservationKey)),
    [reader, reservationKey],
  );
  if (payer === null) return <Navigate to={sitePath(language, 'my/search-booking')} replace />;
  return <PaymentPayerProvider payer={payer}>{children}</PaymentPayerProvider>;
}
