import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAddress, isValidPersonName, NAME_MAX_LENGTH } from './passenger-rules';
import {
  filterAddressInput,
  filterDigitsInput,
  filterDocumentNumberInput,
  filterEmailInput,
  filterNameInput,
  normalizeName,
  removeDiacritics,
} from './text-filters';

/** Any unicode text: lone surrogates and control characters, and whole grapheme clusters. */
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

/** Text a Vietnamese traveller types, mixed with the noise of a paste. */
const vietnameseText = fc
  .array(
    fc.constantFrom(
      // Every character here is one UTF-16 unit.
      ...'aăâbcdđeêghiklmnoôơpqrstuưvxyAĂÂĐÊÔƠƯ  '.split(''),
      'ắ',
      'ằ',
      'ẳ',
      'ẵ',
      'ặ',
      'ấ',
      'ầ',
      'ẩ',
      'ẫ',
      'ậ',
      'ế',
      'ề',
      'ể',
      'ễ',
      'ệ',
      'ố',
      'ồ',
      'ổ',
      'ỗ',
      'ộ',
      'ớ',
      'ờ',
      'ở',
      'ỡ',
      'ợ',
      'ứ',
      'ừ',
      'ử',
      'ữ',
      'ự',
      'ý',
      'ỳ',
      'ỷ',
      'ỹ',
      'ỵ',
      'Ỹ',
      'Ữ',
      'e\u0301',
      '3',
      '!',
      '\t',
    ),
  )
  .map((parts) => parts.join(''));

const filters = {
  filterNameInput: { filter: filterNameInput, alphabet: /^[A-Z ]*$/ },
  normalizeName: { filter: normalizeName, alphabet: /^[A-Z ]*$/ },
  filterDigitsInput: { filter: filterDigitsInput, alphabet: /^[0-9]*$/ },
  filterEmailInput: { filter: filterEmailInput, alphabet: /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.@-]*$/ },
  filterAddressInput: { filter: filterAddressInput, alphabet: /^[A-Za-z0-9 ,./#()'-]*$/ },
  filterDocumentNumberInput: { filter: filterDocumentNumberInput, alphabet: /^[A-Z0-9]*$/ },
} as const;

describe('removeDiacritics', () => {
  it('removes Vietnamese tone and vowel marks and turns đ into d', () => {
    expect(removeDiacritics('Nguyễn Văn Đức')).toBe('Nguyen Van Duc');
    expect(removeDiacritics('Thành phố Hồ Chí Minh, đường Lê Lợi')).toBe(
      'Thanh pho Ho Chi Minh, duong Le Loi',
    );
    expect(removeDiacritics('ƯỚC ỞỠỢ ỳỵ')).toBe('UOC OOO yy');
  });

  it('removes the marks of text typed as a letter plus a combining mark', () => {
    expect(removeDiacritics('Vie\u0302\u0323t')).toBe('Viet');
  });

  it('removes other Latin accents and maps letters NFD cannot split', () => {
    expect(removeDiacritics('Zoë Müller-Łukasz Søren Ðorđe')).toBe('Zoe Muller-Lukasz Soren Dorde');
    expect(removeDiacritics('Straße Æsir Œuvre')).toBe('Strasse AEsir OEuvre');
    expect(removeDiacritics('Ǣ Ǿ')).toBe('AE O');
  });

  it('keeps the marks that belong to letters of other scripts', () => {
    expect(removeDiacritics('Йошкар-Ола')).toBe('Йошкар-Ола');
    expect(removeDiacritics('がぎ ภาษาไทย 한국어')).toBe('がぎ ภาษาไทย 한국어');
  });

  it('is idempotent and leaves no mark on a Latin letter, for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = removeDiacritics(text);
        expect(removeDiacritics(once)).toBe(once);
        expect(once.normalize('NFD')).not.toMatch(/\p{Script=Latin}\p{M}/u);
        expect(once).not.toMatch(/[đĐ]/);
      }),
    );
  });

  it('turns any Vietnamese text into ASCII', () => {
    fc.assert(
      fc.property(vietnameseText, (text) => {
        expect(removeDiacritics(text)).toMatch(/^[\x20-\x7e\t]*$/);
      }),
    );
  });
});

describe('filterNameInput', () => {
  it('upper-cases, removes diacritics, digits and punctuation, and keeps one trailing space', () => {
    expect(filterNameInput('Nguyễn Văn  Đức 3!')).toBe('NGUYEN VAN DUC ');
  });

  it('drops leading spaces and collapses any white space to one space', () => {
    expect(filterNameInput('   trần\t\tthị\u00a0 mai')).toBe('TRAN THI MAI');
    expect(filterNameInput('  ')).toBe('');
  });

  it('drops hyphens, apostrophes and letters of other scripts', () => {
    expect(filterNameInput("O'Brien Anne-Marie")).toBe('OBRIEN ANNEMARIE');
    expect(filterNameInput('Иван Ivanov 李')).toBe('IVANOV ');
    expect(filterNameInput('李 Wei')).toBe('WEI');
  });

  it('reads full-width letters typed with a Chinese or Japanese input method', () => {
    expect(filterNameInput('Ｔａｎａｋａ')).toBe('TANAKA');
  });
});

describe('normalizeName', () => {
  it('is the filtered name without its trailing space', () => {
    expect(normalizeName('Nguyễn Văn  Đức 3!')).toBe('NGUYEN VAN DUC');
    expect(normalizeName(' ? ')).toBe('');
  });

  it('always gives a valid person name when it keeps 1 to 40 characters', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, vietnameseText), (text) => {
        const name = normalizeName(text);
        if (name !== '' && name.length <= NAME_MAX_LENGTH) expect(isValidPersonName(name)).toBe(true);
      }),
    );
  });
});

describe('filterDigitsInput', () => {
  it('keeps digits only, full-width digits included', () => {
    expect(filterDigitsInput('+84 (090) 123-45')).toBe('8409012345');
    expect(filterDigitsInput('０９０ １２３')).toBe('090123');
    expect(filterDigitsInput('abc')).toBe('');
  });
});

describe('filterEmailInput', () => {
  it('removes spaces, diacritics and characters an address cannot hold, keeping case', () => {
    expect(filterEmailInput(' Nguyễn.Văn @ Ví-dụ.vn ')).toBe('Nguyen.Van@Vi-du.vn');
    expect(filterEmailInput('a<b>(c),d;e:f"g[h]\\i@x.com')).toBe('abcdefghi@x.com');
    expect(filterEmailInput("o'hara+tag!#$%&*/=?^_`{|}~@mail.com")).toBe(
      "o'hara+tag!#$%&*/=?^_`{|}~@mail.com",
    );
  });

  it('reads a full-width at sign', () => {
    expect(filterEmailInput('ｍａｉ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('mai@example.jp');
  });
});

describe('filterAddressInput', () => {
  it('keeps letters, digits, spaces and the address punctuation, without diacritics', () => {
    expect(filterAddressInput("Số 12/3, đường Lê Lợi (P. Bến Nghé) #4-5 O'Hara; Q.1!")).toBe(
      "So 12/3, duong Le Loi (P. Ben Nghe) #4-5 O'Hara Q.1",
    );
  });

  it('turns line breaks and runs of spaces into one space and drops leading spaces', () => {
    expect(filterAddressInput('  12 Lê Lợi\n\nQuận 1   TP HCM')).toBe('12 Le Loi Quan 1 TP HCM');
  });

  it('turns typographic quotes and dashes into plain ones', () => {
    expect(filterAddressInput('O’Connell Street 3–5')).toBe("O'Connell Street 3-5");
  });

  it('does not cut a long address: the 50-character limit is a validation message', () => {
    const long = 'a'.repeat(60);
    expect(filterAddressInput(long)).toBe(long);
    expect(isValidAddress(filterAddressInput(long))).toBe(false);
  });
});

describe('filterDocumentNumberInput', () => {
  it('upper-cases and keeps Latin letters and digits only', () => {
    expect(filterDocumentNumberInput(' c-123 456.78đ ')).toBe('C12345678D');
    expect(filterDocumentNumberInput('ｂ１２３')).toBe('B123');
  });
});

describe.each(Object.entries(filters))('%s', (_name, { filter, alphabet }) => {
  it('is idempotent and leaves only characters of its alphabet, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, vietnameseText), (text) => {
        const once = filter(text);
        expect(once).toMatch(alphabet);
        expect(filter(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe.each([
  ['filterNameInput', filterNameInput],
  ['filterAddressInput', filterAddressInput],
] as const)('%s spacing', (_name, filter) => {
  it('never leaves two spaces in a row or a leading space', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, vietnameseText), (text) => {
        expect(filter(text)).not.toMatch(/ {2}|^ /);
      }),
    );
  });
});
