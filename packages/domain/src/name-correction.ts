import { normalizeName } from './text-filters';

/**
 * Name correction after booking (requirements §2 edit booking): a typing mistake in a passenger's
 * name may be put right online, but not the ticket handed to someone else. A correction is at most
 * {@link NAME_CORRECTION_MAX_EDITS} single-letter edits (insert, delete, replace, or swapping two
 * neighbouring letters) over the whole name, compared as the forms write names (capitals without
 * accents: `'Nguyễn'` is `'NGUYEN'`); the family name, middle names and given names are compared
 * in their places, so moving a whole name between fields counts every letter it moves.
 */
export const NAME_CORRECTION_MAX_EDITS = 3;

export interface PersonName {
  readonly lastName: string;
  readonly middleName: string;
  readonly firstName: string;
}

/** The name as one string with its parts kept apart: `NGUYEN|VAN|AN`. */
function joined(name: PersonName): string {
  return [name.lastName, name.middleName, name.firstName].map(normalizeName).join('|');
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions, each
 * substring edited once): the fewest single-letter edits from `a` to `b`.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How many letter edits turn `before` into `after` (0: the same name). */
export function nameEdits(before: PersonName, after: PersonName): number {
  return editDistance(joined(before), joined(after));
}

/** True when `after` corrects `before` (at least one and at most the allowed number of edits). */
export function isNameCorrection(before: PersonName, after: PersonName): boolean {
  const edits = nameEdits(before, after);
  return edits > 0 && edits <= NAME_CORRECTION_MAX_EDITS;
}
