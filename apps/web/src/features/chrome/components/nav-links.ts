import type { IconName } from '../../../components/ui/Icon';

/** The skeleton's primary menu; the CMS menu (SPEC §2 Menu items) replaces it in issue 6. */
export interface NavLinkItem {
  readonly path: string;
  readonly icon: IconName;
  readonly label: 'book' | 'manageBooking' | 'checkin' | 'help';
}

export const PRIMARY_NAV: readonly NavLinkItem[] = [
  { path: '', icon: 'home', label: 'book' },
  { path: 'my/search-booking', icon: 'ticket', label: 'manageBooking' },
  { path: 'checkin', icon: 'plane', label: 'checkin' },
  { path: 'faq', icon: 'help', label: 'help' },
];

/** Sign-in carries the page the visitor came from (SPEC §2 Auth: fromPath). */
export function signInSearch(fromPath: string): string {
  return `?${new URLSearchParams({ fromPath }).toString()}`;
}
