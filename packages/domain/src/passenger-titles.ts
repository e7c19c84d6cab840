import type { Gender, PassengerType, Title } from './passenger-enums';

/*
 * The titles a traveller picks on the passenger form. Adults are Mr, Mrs or Ms; children and
 * infants are Mstr (a boy) or Miss (a girl), as airlines address them. The booking itself keeps
 * the title (Mr, Mrs, Ms) and the gender (male, female, other) the whole system speaks: a child
 * title is written as an adult title and the gender it stands for, and read back from the title
 * alone. This module is the only place that maps them.
 */

/** Titles offered for a child or an infant. */
export const CHILD_TITLES = ['Mstr', 'Miss'] as const;
export type ChildTitle = (typeof CHILD_TITLES)[number];

/** Any title the passenger form shows. */
export type FormTitle = Title | ChildTitle;

const ADULT_TITLES = ['Mr', 'Mrs', 'Ms'] as const satisfies readonly Title[];

/** What a child title is in the booking: an adult title and the gender it implies. */
const CHILD_TITLE_ON_WIRE: Readonly<Record<ChildTitle, { title: Title; gender: Gender }>> = {
  Mstr: { title: 'Mr', gender: 'male' },
  Miss: { title: 'Ms', gender: 'female' },
};

/** Whether a passenger of this type is addressed with a child title (children and infants). */
export function takesChildTitle(type: PassengerType): boolean {
  return type !== 'adult';
}

/** The titles the form offers a passenger of `type`, in the order they are listed. */
export function titlesFor(type: PassengerType): readonly FormTitle[] {
  return takesChildTitle(type) ? CHILD_TITLES : ADULT_TITLES;
}

/** The title and gender a child title stands for in the booking (`Mstr` → Mr, male). */
export function childTitleOnWire(title: ChildTitle): { readonly title: Title; readonly gender: Gender } {
  return CHILD_TITLE_ON_WIRE[title];
}

/**
 * The title to show for a passenger of `type` whose booking says `title`: an adult's as it is, a
 * child's or an infant's as Mstr (Mr) or Miss (Ms, and Mrs in a booking made before child titles).
 */
export function formTitleOf(type: PassengerType, title: Title): FormTitle {
  if (!takesChildTitle(type)) return title;
  return title === 'Mr' ? 'Mstr' : 'Miss';
}

/**
 * Whether a booking's title and gender can be shown as one of the titles offered for `type`: any
 * adult title with any gender; for a child or an infant, only what Mstr or Miss write (Mr with
 * male, Ms with female).
 */
export function isTitleAllowed(type: PassengerType, title: Title, gender: Gender): boolean {
  if (!takesChildTitle(type)) return true;
  return CHILD_TITLES.some((each) => {
    const wire = CHILD_TITLE_ON_WIRE[each];
    return wire.title === title && wire.gender === gender;
  });
}
