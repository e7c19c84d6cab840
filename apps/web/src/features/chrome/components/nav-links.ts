/** Sign-in carries the page the visitor came from (requirements §2 Auth: fromPath). */
export function signInSearch(fromPath: string): string {
  return `?${new URLSearchParams({ fromPath }).toString()}`;
}
