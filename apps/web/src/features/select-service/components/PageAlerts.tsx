import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useServiceSelection } from '../../../stores/service-selection';
import type { QuotationState } from '../hooks/use-quotation';

export interface PageAlertsProps {
  readonly quotation: QuotationState;
  /** A message from the page's own tools (copy, reset). */
  readonly notice: string | null;
  readonly onDismissNotice: () => void;
}

/**
 * What the page has to say above the services: the server refusing a change (the selection went
 * back), a quotation that could not be made, a tool's notice, a failed save (requirements §4).
 */
export function PageAlerts({ quotation, notice, onDismissNotice }: PageAlertsProps) {
  const { t } = useTranslation('selectService');
  const { t: tCommon } = useTranslation();
  const saveFailed = useServiceSelection((state) => state.saveFailed);
  const dismissSaveError = useServiceSelection((state) => state.dismissSaveError);
  return (
    <div className="page-alerts">
      <div role="alert">
        {quotation.rejection ? (
          <div className="service-alert service-alert--error">
            <p>{quotation.rejection}</p>
            <p>{t('notices.selectionKept')}</p>
          </div>
        ) : null}
        {quotation.failure ? (
          <div className="service-alert service-alert--error">
            <p>{quotation.failure}</p>
            <Button variant="secondary" onPress={quotation.retry}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : null}
        {saveFailed ? (
          <div className="service-alert service-alert--error">
            <p>{tCommon('draft.saveFailed')}</p>
            <Button variant="secondary" onPress={dismissSaveError}>
              {t('actions.close')}
            </Button>
          </div>
        ) : null}
      </div>
      <div role="status">
        {notice ? (
          <div className="service-alert service-alert--warning">
            <p>{notice}</p>
            <Button variant="ghost" onPress={onDismissNotice}>
              {t('actions.close')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
