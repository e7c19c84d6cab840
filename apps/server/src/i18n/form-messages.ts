import { SUPPORTED_LANGUAGES, type Language } from '@skybook/domain/languages';
import { PASSENGER_FORM_ERRORS, type PassengerFormError } from '@skybook/domain/passenger-rules';
import vi from '../locales/vi/passengerForm.json' with { type: 'json' };
import en from '../locales/en/passengerForm.json' with { type: 'json' };
import th from '../locales/th/passengerForm.json' with { type: 'json' };
import ko from '../locales/ko/passengerForm.json' with { type: 'json' };
import zhCN from '../locales/zh-CN/passengerForm.json' with { type: 'json' };
import zhTW from '../locales/zh-TW/passengerForm.json' with { type: 'json' };
import ja from '../locales/ja/passengerForm.json' with { type: 'json' };
import ru from '../locales/ru/passengerForm.json' with { type: 'json' };
import { recordOf } from './catalogue';

/** Each language's file must name every form error (a missing one is a type error here). */
const CATALOGUES: Readonly<Record<Language, Readonly<Record<PassengerFormError, string>>>> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

/**
 * The sentence a traveller reads for each problem of the passenger and contact forms (the
 * `message` keys of contracts' passengerDetailsRules), in every language of the site: the server
 * puts it in the error envelope of a refused quotation or booking. The web has the same keys in its
 * `passengers` translations. The texts are in locales/<lang>/passengerForm.json. The Vietnamese texts of `required` and `documentRequired` are requirements §5's.
 */
export const FORM_MESSAGES: Readonly<Record<PassengerFormError, Readonly<Record<Language, string>>>> =
  recordOf(PASSENGER_FORM_ERRORS, (key) =>
    recordOf(SUPPORTED_LANGUAGES, (language) => CATALOGUES[language][key]),
  );

/** The message for a passenger-form problem in a language. */
export function formMessage(key: PassengerFormError, language: Language): string {
  return CATALOGUES[language][key];
}
