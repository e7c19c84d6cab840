import type { CheckinView } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { manageGrantStore } from '../../../lib/manage-grant';
import { isGrantRefused } from '../../../lib/manage-request';
import { useCheckinView } from '../api/checkin-view';
import { checkinPath } from '../checkin-navigation';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';
import '../checkin.css';

export interface CheckinGateProps {
  readonly language: Language;
  /** The page, once the booking's check-in has loaded. */
  readonly children: (view: CheckinView) => ReactNode;
}

/**
 * What every check-in page after the lookup stands on: the tab's manage grant and the booking's
 * check-in. Without a grant nothing is asked and the traveller is sent to /checkin; a grant the
 * server refuses is dropped and the traveller is sent there with the server's words.
 */
export function CheckinGate({ language, children }: CheckinGateProps) {
  const [grant] = useState(() => manageGrantStore.read());
  if (!grant) return <Navigate to={checkinPath(language)} replace />;
  return (
    <CheckinLoader language={language} reservationKey={grant.reservationKey}>
      {children}
    </CheckinLoader>
  );
}

function CheckinLoader({
  language,
  reservationKey,
  children,
}: CheckinGateProps & { readonly reservationKey: string }) {
  const { t } = useTranslation('checkin');
  const view = useCheckinView(reservationKey, language);
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  const refused = isGrantRefused(view.error) ? view.error : null;

  useEffect(() => {
    if (refused) leaveOnRefusedGrant(refused);
  }, [refused, leaveOnRefusedGrant]);

  if (view.isPending || refused) {
    return (
      <p role="status" className="ci-loading">
        {t('loading')}
      </p>
    );
  }
  if (view.isError) {
    return (
      <div role="alert" className="ci-alert ci-alert--block">
        <p>{view.error instanceof ApiError ? view.error.message : t('loadFailed')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            void view.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return children(view.data);
}
