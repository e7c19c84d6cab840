/** The claim page of a found item: `/happy-return-claim?itemId=LF…` under the language prefix. */
export function claimSearch(itemId: string): string {
  return `?${new URLSearchParams({ itemId }).toString()}`;
}
