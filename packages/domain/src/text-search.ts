/**
 * Case- and accent-insensitive matching for the selectors' search boxes (requirements §5: language by
 * name or shortName, currency by code or description).
 */

/**
 * Folds text for comparison: Vietnamese `đ`/`Đ` become `d` (they are letters of their own, not a
 * `d` with a combining mark, so NFD leaves them alone), then, after NFD decomposition, the
 * combining marks on Latin letters are dropped (marks in other scripts are letters there: Russian
 * `й`, Japanese `が` stay as they are), and the result is lower-cased with surrounding spaces
 * removed and inner runs of white space collapsed. `'Tiếng  Việt'` → `'tieng viet'`, `'Đồng'` →
 * `'dong'`.
 */
export function foldForSearch(text: string): string {
  return text
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * True when the folded `query` occurs in any of the folded `fields`. An empty or blank query
 * matches everything, so a cleared search box lists every item again.
 */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const needle = foldForSearch(query);
  if (needle === '') return true;
  return fields.some((field) => foldForSearch(field).includes(needle));
}
