import type { HappyReturnFormError } from '@skybook/contracts/happy-returns';
import type { Language } from '@skybook/domain/languages';
import { formMessage } from '../../i18n/form-messages';
import vi from '../../locales/vi/happyReturnForm.json' with { type: 'json' };
import en from '../../locales/en/happyReturnForm.json' with { type: 'json' };
import th from '../../locales/th/happyReturnForm.json' with { type: 'json' };
import ko from '../../locales/ko/happyReturnForm.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/happyReturnForm.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/happyReturnForm.json' with { type: 'json' };
import ja from '../../locales/ja/happyReturnForm.json' with { type: 'json' };
import ru from '../../locales/ru/happyReturnForm.json' with { type: 'json' };

/** Messages the passenger forms share, word for word: they are in passengerForm.json, not repeated. */
const SHARED_WITH_PASSENGER_FORMS = ['required', 'invalidEmail', 'invalidPhone', 'invalidPhoneCode'] as const;
type SharedKey = (typeof SHARED_WITH_PASSENGER_FORMS)[number];

const isShared = (key: HappyReturnFormError): key is SharedKey =>
  (SHARED_WITH_PASSENGER_FORMS as readonly string[]).includes(key);

/**
 * The sentence a traveller reads for each problem of the lost-and-found forms (the `message` keys
 * of contracts' happy-returns rules), in every site language: the server puts it in the error
 * envelope's field issues. The web keeps the same keys in its own translations. Messages the
 * passenger forms share (required, e-mail, phone) are theirs, word for word.
 * The texts are in locales/<lang>/happyReturnForm.json (a missing one is a type error here).
 */
const CATALOGUES: Readonly<
  Record<Language, Readonly<Record<Exclude<HappyReturnFormError, SharedKey>, string>>>
> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

/** The sentence for a form problem in a language. */
export function happyReturnFormMessage(key: HappyReturnFormError, language: Language): string {
  return isShared(key) ? formMessage(key, language) : CATALOGUES[language][key];
}
