import { AIRLINE_TIME_ZONE, toIsoDate } from '@skybook/domain/clock';
import { formatDay } from '@skybook/domain/date-format';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/site-path';

/** The §8 codes a rule reports without a passenger-form problem to word them. */
const CODE_ERRORS = ['INVALID_TITLE', 'INVALID_FORM', 'INVALID_POSTAL_CODE', 'INVALID_RELATIONSHIP'] as const;
const isCodeError = (code: string): code is (typeof CODE_ERRORS)[number] =>
  (CODE_ERRORS as readonly string[]).includes(code);

/** The sentence of a form error: a rule's problem or code, else the server's own text. */
export function usePersonalErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('member');
  const { t: tPassengers } = useTranslation('passengers');
  const language = useCurrentLanguage();
  return (message) => {
    if (message === undefined) return undefined;
    if (message.startsWith('code:')) {
      const code = message.slice(5);
      return t(`personal.codeErrors.${isCodeError(code) ? code : 'INVALID_FORM'}`);
    }
    if (!message.startsWith('problem:')) return message;
    const problem = message.slice(8);
    const date = formatDay(toIsoDate(new Date(), AIRLINE_TIME_ZONE), language);
    if (problem === 'birthDateTooYoung') return tPassengers('errors.birthDateTooYoung.adult', { date });
    if (problem === 'birthDateTooOld') return tPassengers('errors.birthDateTooOld.adult', { date });
    return tPassengers(`errors.${problem}` as 'errors.required');
  };
}
