/**
 * Sends keyboard focus to the page's main content (SiteLayout's `#main-content`), for when the
 * element that had it goes away (a closed corner popup, the accepted cookie banner): otherwise
 * focus would fall back to the top of the document.
 */
export function focusMainContent(): void {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
