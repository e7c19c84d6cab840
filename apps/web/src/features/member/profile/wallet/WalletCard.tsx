import { isWalletPin } from '@skybook/domain/wallet-rules';
import { filterDigitsInput } from '@skybook/domain/text-filters';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { useCurrentLanguage } from '../../../../lib/site-path';
import { formatVnd } from '../profile-format';
import { useActivateWallet, useWallet } from '../profile-api';
import { serverMessage } from '../server-issues';
import { TopUpForm } from './TopUpForm';
import { TopUpReturn } from './TopUpReturn';

interface PinValues {
  readonly pin: string;
  readonly confirmation: string;
}

const PIN_ERRORS = ['pinFormat', 'pinMismatch'] as const;
type PinError = (typeof PIN_ERRORS)[number];
const isPinError = (message: string): message is PinError =>
  (PIN_ERRORS as readonly string[]).includes(message);

/**
 * The member's wallet (requirements §4 Wallet): its balance and the top-up form once active, else
 * its activation with a 6-digit PIN typed twice (after it the profile reloads); and, back from
 * VNPay, how the top-up ended.
 */
export function WalletCard() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const wallet = useWallet();
  return (
    <section className="member-card" aria-labelledby="wallet-title">
      <h2 id="wallet-title" className="member-card__title">
        {t('wallet.title')}
      </h2>
      <TopUpReturn />
      {wallet.isError ? (
        <p role="alert" className="member-alert">
          {t('profile.loadFailed')}
        </p>
      ) : !wallet.data ? (
        <p className="member-note">{t('profile.loading')}</p>
      ) : wallet.data.active ? (
        <>
          <p className="profile-balance">
            <span>{t('wallet.balance')}</span> <strong>{formatVnd(wallet.data.balance, language)}</strong>
          </p>
          {wallet.data.spendingLockedUntil !== null ? (
            <p className="member-note">{t('wallet.locked')}</p>
          ) : null}
          <TopUpForm />
        </>
      ) : (
        <ActivationForm />
      )}
    </section>
  );
}

function ActivationForm() {
  const { t } = useTranslation('member');
  const activate = useActivateWallet();
  const { control, handleSubmit, setError, formState } = useForm<PinValues>({
    defaultValues: { pin: '', confirmation: '' },
    mode: 'onTouched',
    resolver: (values) => {
      const errors: Partial<Record<keyof PinValues, { type: string; message: PinError }>> = {};
      if (!isWalletPin(values.pin)) errors.pin = { type: 'pattern', message: 'pinFormat' };
      else if (values.confirmation !== values.pin)
        errors.confirmation = { type: 'validate', message: 'pinMismatch' };
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
  });
  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : isPinError(message) ? t(`wallet.errors.${message}`) : message;

  const submit = (values: PinValues) => {
    activate.mutate(values.pin, {
      onError: (error) => {
        setError('root', {
          type: 'server',
          message: serverMessage(error, t('profile.saveFailed')),
        });
      },
    });
  };

  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={(event) => {
        if (activate.isPending) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
    >
      <p className="member-note profile-form__full">{t('wallet.activateIntro')}</p>
      <TextField
        control={control}
        name="pin"
        id="wallet-pin"
        label={t('wallet.pin')}
        isRequired
        requiredText={t('profile.required')}
        errorText={errorText}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        filter={filterDigitsInput}
      />
      <TextField
        control={control}
        name="confirmation"
        id="wallet-pin-confirmation"
        label={t('wallet.confirmPin')}
        isRequired
        requiredText={t('profile.required')}
        errorText={errorText}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        filter={filterDigitsInput}
      />
      {formState.errors.root?.message ? (
        <p role="alert" className="member-alert profile-form__full">
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className="profile-form__full">
        <Button type="submit" isPending={activate.isPending}>
          {t('wallet.activate')}
        </Button>
      </div>
    </form>
  );
}
