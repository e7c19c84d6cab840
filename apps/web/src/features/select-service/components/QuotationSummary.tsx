import type { SessionJourneyDto } from '@skybook/contracts/booking-session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { formatAmount } from '@skybook/domain/money-format';
import type { QuotationState } from '../hooks/use-quotation';
import { QuotationBreakdown, QuotationTotals } from './QuotationBreakdown';

export interface QuotationSummaryProps {
  readonly state: QuotationState;
  readonly journeys: readonly SessionJourneyDto[];
  readonly locale: string;
}

/** While a newer quotation is on its way, the last one stays, marked as updating. */
function Status({ state }: { readonly state: QuotationState }) {
  const { t } = useTranslation('selectService');
  return (
    <p className="quotation-status" role="status">
      {state.isUpdating ? t('breakdown.updating') : ''}
    </p>
  );
}

/**
 * The price of the booking: beside the page on a wide screen, its totals always in sight; on a
 * phone a bar at the bottom with the total that opens the whole breakdown.
 */
export function QuotationSummary({ state, journeys, locale }: QuotationSummaryProps) {
  const { t } = useTranslation('selectService');
  const [isOpen, setOpen] = useState(false);
  const { quotation } = state;
  const total = quotation ? formatAmount(quotation.totalAmount, quotation.currency, locale) : null;
  const fareChanged = quotation?.fareChanged ? (
    <p className="service-note">{t('breakdown.fareChanged')}</p>
  ) : null;
  return (
    <>
      <aside
        className="quotation-panel"
        aria-labelledby="quotation-panel-title"
        aria-busy={state.isUpdating}
        data-updating={state.isUpdating || undefined}
      >
        <h2 id="quotation-panel-title" className="quotation-panel__title">
          {t('breakdown.title')}
        </h2>
        <Status state={state} />
        {fareChanged}
        {quotation ? (
          <>
            <div className="quotation-panel__details">
              <QuotationBreakdown quotation={quotation} journeys={journeys} locale={locale} />
            </div>
            <div className="quotation-panel__totals">
              <QuotationTotals quotation={quotation} locale={locale} />
            </div>
          </>
        ) : state.failure ? null : (
          <p>{t('loading')}</p>
        )}
      </aside>
      <div className="quotation-bar" data-updating={state.isUpdating || undefined}>
        <p className="quotation-bar__total">
          <span>{t('breakdown.total')}</span> <strong>{total ?? '…'}</strong>
          {state.isUpdating ? (
            <span className="quotation-bar__updating"> {t('breakdown.updatingShort')}</span>
          ) : null}
        </p>
        <Button
          variant="secondary"
          isDisabled={!quotation}
          onPress={() => {
            setOpen(true);
          }}
        >
          {t('breakdown.details')}
        </Button>
      </div>
      <Drawer
        isOpen={isOpen}
        onOpenChange={setOpen}
        placement="bottom"
        title={t('breakdown.title')}
        closeLabel={t('actions.close')}
        footer={quotation ? <QuotationTotals quotation={quotation} locale={locale} /> : undefined}
      >
        {state.isUpdating ? <p className="quotation-status">{t('breakdown.updating')}</p> : null}
        {fareChanged}
        {quotation ? <QuotationBreakdown quotation={quotation} journeys={journeys} locale={locale} /> : null}
      </Drawer>
    </>
  );
}
