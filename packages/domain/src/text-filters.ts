/**
 * Input filters of the booking forms (requirements §5 "Text filters"): the web runs each one on every
 * keystroke and paste, so each is idempotent (filtering filtered text changes nothing) and never
 * leaves a character its field refuses. What a filter cannot decide alone (an address over 50
 * characters, a phone with too few digits) is a validation message of passenger-rules, not a cut.
 *
 * The field filters first apply Unicode compatibility folding (NFKC), so the full-width letters
 * and digits a Chinese or Japanese input method types (`Ｎｇｕｙｅｎ`, `０９０`) become ASCII ones.
 */

/**
 * Latin letters that are not a base letter plus a combining mark, so NFD leaves them whole:
 * Vietnamese `đ`, the look-alike `ð`, letters with a stroke, dotless `ı`, and the ligatures.
 */
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ı: 'i',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
};
const LATIN_SPECIAL = new RegExp(`[${Object.keys(LATIN_SPECIALS).join('')}]`, 'g');

/**
 * Removes the diacritics of Latin letters: Vietnamese tone and vowel marks (`Nguyễn` → `Nguyen`),
 * `đ`/`Đ` → `d`/`D`, and the other Latin accents (`Zoë`, `Łukasz`, `Müller` → `Zoe`, `Lukasz`,
 * `Muller`). Marks on letters of other scripts are part of those letters (Thai vowels, Russian
 * `й`, Japanese `が`) and stay. The result is in NFC.
 */
export function removeDiacritics(text: string): string {
  // After NFD: `Ǣ` and `Ǿ` decompose into `Æ` and `Ø` plus a mark.
  return text
    .normalize('NFD')
    .replace(LATIN_SPECIAL, (letter) => LATIN_SPECIALS[letter] ?? letter)
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** Compatibility folding, then {@link removeDiacritics}: the start of every field filter. */
function foldToLatin(text: string): string {
  return removeDiacritics(text.normalize('NFKC'));
}

/**
 * A name part while it is typed: diacritics removed, upper-cased, only `A`–`Z` and spaces kept
 * (digits, punctuation and other scripts dropped), any white space turned into one space, leading
 * spaces dropped. One trailing space stays, as the traveller is about to type the next word:
 * `'Nguyễn Văn  Đức 3!'` → `'NGUYEN VAN DUC '`. Submit {@link normalizeName} instead.
 */
export function filterNameInput(text: string): string {
  return foldToLatin(text)
    .toUpperCase()
    .replace(/\s/g, ' ')
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '');
}

/**
 * A name part as it is submitted: {@link filterNameInput} without the trailing space. A result of
 * 1 to 40 characters passes passenger-rules' `isValidPersonName`.
 */
export function normalizeName(text: string): string {
  return filterNameInput(text).trim();
}

/** Digits `0`–`9` only (phone numbers, postal codes): `'+84 (090) 123-45'` → `'8409012345'`. */
export function filterDigitsInput(text: string): string {
  return text.normalize('NFKC').replace(/[^0-9]/g, '');
}

/**
 * An e-mail address while it is typed: diacritics removed, white space removed, and only the
 * characters an unquoted address may hold kept: `A`–`Z`, `a`–`z`, `0`–`9` and
 * ``!#$%&'*+/=?^_`{|}~.@-``. Letter case is kept. Whether the result is a well-formed address is
 * passenger-rules' `isValidEmail`.
 */
export function filterEmailInput(text: string): string {
  return foldToLatin(text).replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.@-]/g, '');
}

/** Typographic quotes and dashes phones insert for `'` and `-` ("smart punctuation"). */
const SMART_PUNCTUATION: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02BC': "'",
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
};

/**
 * An address while it is typed: diacritics removed; letters `A`–`Z` `a`–`z`, digits, spaces and
 * `, . / - # ( ) '` kept (typographic quotes and dashes become `'` and `-`); any white space,
 * line breaks included, becomes one space, and leading spaces are dropped. Never shortened: the
 * 50-character limit is a validation message (requirements §5), so a pasted address is not cut silently.
 */
export function filterAddressInput(text: string): string {
  return foldToLatin(text)
    .replace(/[\u2018\u2019\u02BC\u2010-\u2014]/g, (mark) => SMART_PUNCTUATION[mark] ?? mark)
    .replace(/\s/g, ' ')
    .replace(/[^A-Za-z0-9 ,./#()'-]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '');
}

/** A passport or ID number while it is typed: diacritics removed, upper-cased, `A`–`Z` `0`–`9` only. */
export function filterDocumentNumberInput(text: string): string {
  return foldToLatin(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}
