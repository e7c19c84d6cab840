import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useCurrentLanguage } from '../../../../lib/site-path';
import { MEMBER_PROFILE_KEY } from '../../../../lib/member-profile';
import { WALLET_KEY } from '../profile-api';
import { formatVnd } from '../profile-format';
import { isTopUpId, useTopUp } from './top-up-api';

/** The query parameter VNPay's return carries (decision 033). */
const TOP_UP_PARAM = 'topUpId';

/**
 * VNPay's return to the account page (`?topUpId=…`): asks the server how the top-up stands until
 * it is settled (a bounded number of times) and says so in a live region — credited (the wallet
 * and the profile reload), failed, or still waiting for VNPay's confirmation. Once settled the
 * parameters leave the address, so a reload does not announce it again; the outcome stays shown.
 */
export function TopUpReturn() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(TOP_UP_PARAM);
  const [tracked, setTracked] = useState(() => (asked !== null && isTopUpId(asked) ? asked : null));
  if (asked !== null && isTopUpId(asked) && asked !== tracked) setTracked(asked);
  const topUp = useTopUp(tracked);
  const status = topUp.data?.status;
  const notFound = topUp.error instanceof ApiError && topUp.error.status === 404;
  const settled = status === 'CREDITED' || status === 'FAILED' || notFound;

  useEffect(() => {
    if (status !== 'CREDITED') return;
    void client.invalidateQueries({ queryKey: WALLET_KEY });
    void client.invalidateQueries({ queryKey: MEMBER_PROFILE_KEY });
    void client.invalidateQueries({ queryKey: ['member', 'transactions'] });
  }, [status, client]);

  useEffect(() => {
    if (!settled) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TOP_UP_PARAM);
        // VNPay's own return parameters (vnp_*, its signature among them): the page does not use
        // them (only VNPay's notification to the server counts), so they leave with the id.
        for (const key of [...next.keys()]) if (key.startsWith('vnp_')) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [settled, setSearchParams]);

  if (tracked === null) return null;
  const amount = topUp.data ? formatVnd(topUp.data.amount, language) : '';
  let text: string;
  if (notFound) text = t('wallet.topUp.return.notFound');
  else if (status === 'CREDITED') text = t('wallet.topUp.return.credited', { amount });
  else if (status === 'FAILED') text = t('wallet.topUp.return.failed', { amount });
  else if (status === 'PENDING') text = t('wallet.topUp.return.pending', { amount });
  else if (topUp.isError) text = t('wallet.topUp.return.unknown');
  else text = t('wallet.topUp.return.checking');
  const tone =
    status === 'CREDITED'
      ? 'profile-success'
      : status === 'FAILED' || notFound
        ? 'member-alert'
        : 'member-note';
  return (
    <p role="status" className={tone}>
      {text}
    </p>
  );
}
