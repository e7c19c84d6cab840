import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, isNameCorrection, nameEdits } from './name-correction';

const name = (lastName: string, middleName: string, firstName: string) => ({
  lastName,
  middleName,
  firstName,
});

describe('name corrections', () => {
  it('counts single-letter edits, a swap of neighbours as one', () => {
    expect(editDistance('NGUYEN', 'NGUYEN')).toBe(0);
    expect(editDistance('NGUEYN', 'NGUYEN')).toBe(1);
    expect(editDistance('NGYEN', 'NGUYEN')).toBe(1);
    expect(editDistance('TRAN', 'TRANG')).toBe(1);
    expect(editDistance('', 'ABC')).toBe(3);
  });

  it('accepts a few letters, compared without case or accents', () => {
    expect(isNameCorrection(name('NGUEYN', 'VAN', 'AN'), name('Nguyễn', 'Văn', 'An'))).toBe(true);
    expect(isNameCorrection(name('TRAN', '', 'THI'), name('TRANG', '', 'THU'))).toBe(true);
    expect(nameEdits(name('LE', 'VAN', 'BINH'), name('LE', 'VAN', 'BINH'))).toBe(0);
  });

  it('refuses no change, another person, and a name moved between fields', () => {
    expect(isNameCorrection(name('NGUYEN', 'VAN', 'AN'), name('NGUYEN', 'VAN', 'AN'))).toBe(false);
    expect(isNameCorrection(name('NGUYEN', 'VAN', 'AN'), name('TRAN', 'THI', 'BINH'))).toBe(false);
    expect(isNameCorrection(name('NGUYEN', 'VAN', 'AN'), name('VAN', 'NGUYEN', 'AN'))).toBe(false);
  });

  it('is symmetric, zero only for the same text, and never more than the edits made', () => {
    const letter = fc.constantFrom('A', 'B', 'C', 'N');
    const word = fc.string({ unit: letter, maxLength: 8 });
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('insert', 'delete', 'replace'), letter });
    fc.assert(
      fc.property(word, word, fc.array(edit, { maxLength: 4 }), (a, b, edits) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
        let edited = a;
        for (const { at, kind, letter: inserted } of edits) {
          const i = edited.length === 0 ? 0 : at % (edited.length + (kind === 'insert' ? 1 : 0));
          if (kind === 'insert') edited = `${edited.slice(0, i)}${inserted}${edited.slice(i)}`;
          else if (edited.length > 0 && kind === 'delete')
            edited = `${edited.slice(0, i)}${edited.slice(i + 1)}`;
          else if (edited.length > 0) edited = `${edited.slice(0, i)}${inserted}${edited.slice(i + 1)}`;
        }
        expect(editDistance(a, edited)).toBeLessThanOrEqual(edits.length);
      }),
    );
  });
});
