/** Sends the browser to a gateway's page (its own module so tests can watch it). */
export function leavePage(url: string): void {
  window.location.assign(url);
}
