import type { CancellationQuote, CancellationResolution } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { toCurrencyCode } from '@skybook/domain/currency';
import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { ApiError } from '../../../lib/api-client';
import { useCancelReservation, useCancellationQuote } from '../api/cancellation';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';
import { holdTimeZone } from './booking-time';

export interface CancelDialogProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** What the dialog offers, from the booking and its quote. */
type Plan =
  | { readonly kind: 'unpaid' }
  | { readonly kind: 'paid'; readonly quote: CancellationQuote }
  | { readonly kind: 'blocked'; readonly blockedBy: 'cancelled' | 'departed' }
  | { readonly kind: 'notOnline' };

/**
 * The quote decides: options to choose from for a Paid booking, nothing to give back for an
 * Unpaid one, or a reason it cannot be done online. Without a quote (a server that has no quote
 * route yet) only an Unpaid booking can be cancelled: its hold is released, nothing was paid.
 */
export function cancellationPlan(reservation: ReservationDto, quote: CancellationQuote | null): Plan {
  if (quote?.blockedBy) return { kind: 'blocked', blockedBy: quote.blockedBy };
  if (quote && quote.options.length > 0) return { kind: 'paid', quote };
  return reservation.status === 'Unpaid' ? { kind: 'unpaid' } : { kind: 'notOnline' };
}

/**
 * Cancelling the booking (requirements §4): a confirmation showing what cancelling gives back —
 * the held seats released for an Unpaid booking; for a Paid one the choice of a credit shell or a
 * refund with the amounts and fees quoted — then the outcome: the credit's code, password, PIN,
 * balance and expiry (also e-mailed), or the refund on its way. React Aria's modal traps the
 * focus and gives it back when closed.
 */
export function CancelDialog({ reservation, language, isOpen, onOpenChange }: CancelDialogProps) {
  const { t } = useTranslation('manageBooking');
  const cancel = useCancelReservation(language);
  const result = cancel.data;
  const quote = useCancellationQuote(reservation.key, isOpen && result === undefined);
  const [choice, setChoice] = useState<CancellationResolution | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The points as the booking had them when cancelled: they go back with it, and an unpaid
  // booking's view no longer shows them afterwards.
  const [pointsReturned, setPointsReturned] = useState(0);
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  useEffect(() => {
    if (quote.error) leaveOnRefusedGrant(quote.error);
  }, [quote.error, leaveOnRefusedGrant]);

  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) {
      setChoice(null);
      setProblem(null);
      if (result === undefined) cancel.reset();
    }
  };
  const plan = quote.isSuccess ? cancellationPlan(reservation, quote.data) : null;
  const chosen =
    plan?.kind === 'paid' ? plan.quote.options.find((option) => option.resolution === choice) : undefined;
  const canConfirm =
    result === undefined && (plan?.kind === 'unpaid' || (plan?.kind === 'paid' && chosen !== undefined));

  const confirm = () => {
    setProblem(null);
    setPointsReturned(reservation.reservationSummary.pointsRedeemed);
    cancel.mutate(chosen ? { resolution: chosen.resolution, amount: chosen.amount } : {}, {
      onError: (error) => {
        if (leaveOnRefusedGrant(error)) return;
        if (error instanceof ApiError && error.errorCode === 'PRICE_CHANGED') {
          setProblem(t('cancel.priceChanged'));
          setChoice(null);
          void quote.refetch();
        } else {
          setProblem(error instanceof ApiError && error.message !== '' ? error.message : t('actions.failed'));
        }
      },
    });
  };

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t('cancel.dialogTitle')}
      closeLabel={t('cancel.close')}
      footer={(dismiss) =>
        canConfirm ? (
          <div className="mb-dialog__buttons">
            <Button variant="secondary" onPress={dismiss}>
              {t('cancel.keep')}
            </Button>
            <Button variant="primary" isPending={cancel.isPending} onPress={confirm}>
              {cancel.isPending ? t('cancel.confirming') : t('cancel.confirm')}
            </Button>
          </div>
        ) : (
          <div className="mb-dialog__buttons">
            <Button variant="primary" onPress={dismiss}>
              {t('cancel.close')}
            </Button>
          </div>
        )
      }
    >
      {result ? (
        <CancelOutcome
          reservation={reservation}
          language={language}
          result={result}
          pointsReturned={pointsReturned}
        />
      ) : quote.isPending ? (
        <p role="status" className="mb-loading">
          {t('cancel.loadingQuote')}
        </p>
      ) : quote.isError ? (
        <div role="alert" className="mb-alert">
          <p>{quote.error instanceof ApiError ? quote.error.message : t('cancel.quoteFailed')}</p>
        </div>
      ) : plan ? (
        <PlanView
          plan={plan}
          reservation={reservation}
          language={language}
          choice={choice}
          onChoose={setChoice}
          problem={problem}
        />
      ) : null}
    </ModalDialog>
  );
}

interface PlanViewProps {
  readonly plan: Plan;
  readonly reservation: ReservationDto;
  readonly language: Language;
  readonly choice: CancellationResolution | null;
  readonly onChoose: (choice: CancellationResolution) => void;
  readonly problem: string | null;
}

function PlanView({ plan, reservation, language, choice, onChoose, problem }: PlanViewProps) {
  const { t } = useTranslation('manageBooking');
  const legendId = useId();
  const alert = problem ? (
    <p role="alert" className="mb-alert">
      {problem}
    </p>
  ) : null;
  if (plan.kind === 'blocked') return <p>{t(`cancel.blocked.${plan.blockedBy}`)}</p>;
  if (plan.kind === 'notOnline') return <p>{t('cancel.notOnline')}</p>;
  if (plan.kind === 'unpaid') {
    return (
      <div className="mb-dialog__body">
        <p className="mb-locator-line">
          {t('detail.locator')}: <strong className="mb-locator">{reservation.locator}</strong>
        </p>
        <p>{t('cancel.unpaid')}</p>
        <p className="mb-note">{t('cancel.warning')}</p>
        {alert}
      </div>
    );
  }
  const { quote } = plan;
  const currency = toCurrencyCode(quote.currency) ?? reservation.currency;
  const amount = (minor: number) => formatAmount(minor, currency, language);
  return (
    <div className="mb-dialog__body">
      <p>{t('cancel.paidIntro', { amount: amount(quote.paidAmount) })}</p>
      <fieldset className="mb-options" aria-describedby={problem ? `${legendId}-problem` : undefined}>
        <legend id={legendId} className="mb-options__legend">
          {t('cancel.choose')}
        </legend>
        {quote.options.map((option) => {
          const id = `${legendId}-${option.resolution}`;
          return (
            <div key={option.resolution} className="mb-option">
              <input
                id={id}
                type="radio"
                name="cancel-resolution"
                className="mb-option__radio"
                value={option.resolution}
                checked={choice === option.resolution}
                aria-describedby={`${id}-details`}
                onChange={() => {
                  onChoose(option.resolution);
                }}
              />
              <label htmlFor={id} className="mb-option__label">
                {t(`cancel.options.${option.resolution}`)}
              </label>
              <span id={`${id}-details`} className="mb-option__details">
                <span className="mb-option__amount">
                  {t('cancel.youGet', { amount: amount(option.amount) })}
                </span>
                <span>{t('cancel.fee', { amount: amount(option.fee) })}</span>
                <span>
                  {option.resolution === 'credit'
                    ? t('cancel.creditHint', { days: quote.creditValidityDays })
                    : t('cancel.refundHint')}
                </span>
              </span>
            </div>
          );
        })}
      </fieldset>
      <p className="mb-note">{t('cancel.warning')}</p>
      {problem ? (
        <p id={`${legendId}-problem`} role="alert" className="mb-alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

interface CancelOutcomeProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  readonly result: NonNullable<ReturnType<typeof useCancelReservation>['data']>;
  /** Loyalty points the booking's discount had spent, back in the member's account; 0 without. */
  readonly pointsReturned: number;
}

function CancelOutcome({ reservation, language, result, pointsReturned }: CancelOutcomeProps) {
  const { t } = useTranslation('manageBooking');
  const { credit, refund, walletCredit } = result;
  const money = (minor: number, code: string) =>
    formatAmount(minor, toCurrencyCode(code) ?? reservation.currency, language);
  return (
    <div className="mb-dialog__body">
      <p role="status" className="mb-outcome">
        <strong>{t('cancel.done', { locator: reservation.locator })}</strong>
        {credit || refund || walletCredit ? null : <> {t('cancel.doneUnpaid')}</>}
        {walletCredit ? (
          <> {t('cancel.walletCredit', { amount: money(walletCredit.amount, walletCredit.currency) })}</>
        ) : null}
        {pointsReturned > 0 ? (
          <>
            {' '}
            {t('cancel.pointsReturned', { points: new Intl.NumberFormat(language).format(pointsReturned) })}
          </>
        ) : null}
      </p>
      {credit ? (
        <section className="mb-credit" aria-labelledby="mb-credit-title">
          <h3 id="mb-credit-title" className="mb-credit__title">
            {t('cancel.credit.title')}
          </h3>
          <p>{t('cancel.credit.intro')}</p>
          <dl className="mb-credit__facts">
            <div>
              <dt>{t('cancel.credit.serial')}</dt>
              <dd className="mb-code">{credit.serial}</dd>
            </div>
            <div>
              <dt>{t('cancel.credit.password')}</dt>
              <dd className="mb-code">{credit.password}</dd>
            </div>
            <div>
              <dt>{t('cancel.credit.pin')}</dt>
              <dd className="mb-code">{credit.pin}</dd>
            </div>
            <div>
              <dt>{t('cancel.credit.balance')}</dt>
              <dd>{money(credit.balance, credit.currency)}</dd>
            </div>
            <div>
              <dt>{t('cancel.credit.expiresAt')}</dt>
              <dd>{formatDateTime(credit.expiresAt, language, holdTimeZone(reservation))}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {refund ? (
        <section className="mb-credit" aria-labelledby="mb-refund-title">
          <h3 id="mb-refund-title" className="mb-credit__title">
            {t('cancel.refund.title')}
          </h3>
          <dl className="mb-credit__facts">
            <div>
              <dt>{t('cancel.refund.amount')}</dt>
              <dd>{money(refund.amount, refund.currency)}</dd>
            </div>
          </dl>
          <p>{t(`cancel.refund.statuses.${refund.status}`)}</p>
        </section>
      ) : null}
    </div>
  );
}
