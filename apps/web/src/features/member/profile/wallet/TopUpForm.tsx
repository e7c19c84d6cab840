import type { WALLET_TOP_UP_METHODS } from '@skybook/contracts/member-wallet';
import { filterDigitsInput } from '@skybook/domain/text-filters';
import { WALLET_MAX_MOVEMENT_VND, walletAmountProblem } from '@skybook/domain/wallet-rules';
import { useId } from 'react';
import { useForm, useWatch, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { ApiError } from '../../../../lib/api-client';
import { useCurrentLanguage } from '../../../../lib/site-path';
import { formatVnd } from '../profile-format';
import { showServerIssues } from '../server-issues';
import { useOpenTopUp } from './top-up-api';

type TopUpMethod = (typeof WALLET_TOP_UP_METHODS)[number];

/** VNPay's QR page, or Napas cards and e-banking; the order the form offers them in. */
const METHODS: readonly TopUpMethod[] = ['VNPAYQR', 'NP'];

/** The amounts a member picks with one press, in VND. */
export const QUICK_AMOUNTS = [500_000, 1_000_000, 2_000_000, 5_000_000] as const;

/** The smallest top-up the server takes, in VND (wallet-rules: a positive whole number of đồng). */
const MIN_AMOUNT = 1;

interface TopUpValues {
  /** Digits only, as typed or picked. */
  readonly amount: string;
  readonly method: TopUpMethod;
}

/**
 * Why the amount cannot be sent: the server's rule (wallet-rules), so the form refuses only what
 * the server would; undefined when it can.
 */
function amountProblem(amount: string): 'amountRange' | undefined {
  return amount === '' || walletAmountProblem(Number(amount)) ? 'amountRange' : undefined;
}

/** The largest amount the server named in a WALLET_AMOUNT_INVALID answer, else the rule's own. */
function maxAmountOf(error: ApiError): number {
  const named = error.envelope?.details?.maxAmount;
  return typeof named === 'number' ? named : WALLET_MAX_MOVEMENT_VND;
}

/**
 * Topping up an active wallet (requirements §4 Wallet; decision 033): an amount in VND — picked
 * from the quick amounts or typed — and VNPay's QR page or Napas cards and e-banking; sent, the
 * browser goes to VNPay's page, which later sends it back to this page with the top-up's id.
 */
export function TopUpForm() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const open = useOpenTopUp();
  const methodsId = useId();
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<TopUpValues>({
    defaultValues: { amount: '', method: 'VNPAYQR' },
    mode: 'onTouched',
    resolver: (values): ResolverResult<TopUpValues> => {
      const problem = amountProblem(values.amount);
      return problem
        ? { values: {}, errors: { amount: { type: 'validate', message: problem } } }
        : { values, errors: {} };
    },
  });
  const amount = useWatch({ control, name: 'amount' });
  // On its way to VNPay's page: the button stays pending until the browser has left.
  const leaving = open.data?.redirectUrl != null;
  const bounds = {
    min: formatVnd(MIN_AMOUNT, language),
    max: formatVnd(WALLET_MAX_MOVEMENT_VND, language),
  };
  const errorText = (message: string | undefined) =>
    message === 'amountRange' ? t('wallet.topUp.errors.amountRange', bounds) : message;

  const submit = (values: TopUpValues) => {
    open.mutate(
      { amount: Number(values.amount), method: values.method, languageId: language },
      {
        onSuccess: ({ redirectUrl }) => {
          if (redirectUrl) window.location.assign(redirectUrl);
          else setError('root', { type: 'server', message: t('profile.saveFailed') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === 'WALLET_AMOUNT_INVALID') {
            const max = formatVnd(maxAmountOf(error), language);
            setError(
              'amount',
              { type: 'server', message: t('wallet.topUp.errors.amountRange', { min: bounds.min, max }) },
              { shouldFocus: true },
            );
            return;
          }
          showServerIssues(
            error,
            setError,
            (path) => {
              const field = typeof path === 'string' ? path.split('.').at(-1) : path.at(-1);
              return field === 'amount' || field === 'method' ? field : undefined;
            },
            t('profile.saveFailed'),
          );
        },
      },
    );
  };

  return (
    <form
      className="profile-form profile-top-up"
      aria-labelledby="wallet-top-up-title"
      noValidate
      onSubmit={(event) => {
        if (open.isPending || leaving) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
    >
      <h3 id="wallet-top-up-title" className="profile-form__heading profile-form__full">
        {t('wallet.topUp.title')}
      </h3>
      <p className="member-note profile-form__full">{t('wallet.topUp.intro')}</p>
      <div
        className="profile-amounts profile-form__full"
        role="group"
        aria-label={t('wallet.topUp.quickAmounts')}
      >
        {QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={buttonClassName('secondary')}
            aria-pressed={amount === String(quick)}
            onClick={() => {
              setValue('amount', String(quick), { shouldValidate: true, shouldTouch: true });
            }}
          >
            {formatVnd(quick, language)}
          </button>
        ))}
      </div>
      <TextField
        control={control}
        name="amount"
        id="wallet-top-up-amount"
        label={t('wallet.topUp.amount')}
        isRequired
        requiredText={t('profile.required')}
        hint={t('wallet.topUp.amountHint', bounds)}
        errorText={errorText}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(WALLET_MAX_MOVEMENT_VND).length}
        filter={filterDigitsInput}
      />
      <fieldset className="profile-choices profile-form__full">
        <legend className="profile-choices__legend">{t('wallet.topUp.method')}</legend>
        {METHODS.map((method) => {
          const id = `${methodsId}-${method}`;
          return (
            <div key={method} className="profile-choice">
              <input
                id={id}
                type="radio"
                value={method}
                className="profile-choice__radio"
                aria-describedby={`${id}-hint`}
                {...register('method')}
              />
              <label htmlFor={id} className="profile-choice__label">
                {t(`wallet.topUp.methods.${method}`)}
              </label>
              <span id={`${id}-hint`} className="profile-choice__hint">
                {t(`wallet.topUp.methodHints.${method}`)}
              </span>
            </div>
          );
        })}
      </fieldset>
      {formState.errors.root?.message ? (
        <p role="alert" className="member-alert profile-form__full">
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className="profile-form__full">
        <Button type="submit" isPending={open.isPending || leaving}>
          {t('wallet.topUp.submit')}
        </Button>
      </div>
    </form>
  );
}
