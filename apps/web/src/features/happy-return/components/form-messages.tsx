import type { HappyReturnFormError } from '@skybook/contracts/happy-returns';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { RateLimitedError } from '../api/rate-limit';
import { isFormError } from '../form-rules';

/** The rules' messages the passenger forms already word (the server shares them the same way). */
const SHARED_MESSAGES = ['required', 'invalidEmail', 'invalidPhone', 'invalidPhoneCode'] as const;
type SharedMessage = (typeof SHARED_MESSAGES)[number];

function isSharedMessage(key: HappyReturnFormError): key is SharedMessage {
  return (SHARED_MESSAGES as readonly string[]).includes(key);
}

/**
 * The sentence for a field's error: the rules give a key, translated here (the required, e-mail
 * and phone ones with the passenger forms' words); the server may send its own translated
 * sentence, shown as it is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('happyReturn');
  const { t: tPassengers } = useTranslation('passengers');
  return (message) => {
    if (message === undefined || message === '') return undefined;
    if (!isFormError(message)) return message;
    if (isSharedMessage(message)) return tPassengers(`errors.${message}`);
    return t(`errors.${message}`);
  };
}

/** What to tell the traveller when a call failed for a reason that is not one of their fields. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation('happyReturn');
  return (error) => {
    if (error instanceof RateLimitedError) {
      const seconds = error.retryAfterSeconds;
      return seconds === null
        ? t('errors.rateLimitedSoon')
        : t('errors.rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    // The server words its errors in the page's language; a network failure is the client's.
    if (error instanceof ApiError && error.message !== '') return error.message;
    return t('errors.submitFailed');
  };
}
