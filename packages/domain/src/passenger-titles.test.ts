import { describe, expect, it } from 'vitest';
import { GENDERS, TITLES } from './passenger-enums';
import { CHILD_TITLES, childTitleOnWire, formTitleOf, isTitleAllowed, titlesFor } from './passenger-titles';

describe('passenger titles', () => {
  it('offers Mr, Mrs and Ms to adults, Mstr and Miss to children and infants', () => {
    expect(titlesFor('adult')).toEqual(['Mr', 'Mrs', 'Ms']);
    expect(titlesFor('child')).toEqual(['Mstr', 'Miss']);
    expect(titlesFor('infant')).toEqual(['Mstr', 'Miss']);
  });

  it('writes a boy as Mr and male, a girl as Ms and female', () => {
    expect(childTitleOnWire('Mstr')).toEqual({ title: 'Mr', gender: 'male' });
    expect(childTitleOnWire('Miss')).toEqual({ title: 'Ms', gender: 'female' });
  });

  it('reads a child title back from what it wrote', () => {
    for (const type of ['child', 'infant'] as const)
      for (const title of CHILD_TITLES) expect(formTitleOf(type, childTitleOnWire(title).title)).toBe(title);
  });

  it('shows adults their own title, and an older child booking with Mrs as Miss', () => {
    for (const title of TITLES) expect(formTitleOf('adult', title)).toBe(title);
    expect(formTitleOf('child', 'Mrs')).toBe('Miss');
  });

  it('allows any title and gender for an adult, only what Mstr or Miss write for a child', () => {
    for (const title of TITLES)
      for (const gender of GENDERS) expect(isTitleAllowed('adult', title, gender)).toBe(true);
    const allowed = TITLES.flatMap((title) =>
      GENDERS.filter((gender) => isTitleAllowed('infant', title, gender)).map(
        (gender) => `${title}/${gender}`,
      ),
    );
    expect(allowed).toEqual(['Mr/male', 'Ms/female']);
  });
});
