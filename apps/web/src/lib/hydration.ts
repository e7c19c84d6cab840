/**
 * The page scripts/prerender.mjs rendered into this document's #root (its route id), if any. The
 * app hydrates it when the address shows that page (src/boot.tsx): its first render must then be
 * the build's. Zustand's hooks see to that for the stores (while hydrating they read the store's
 * initial state, React's server snapshot, and render again with the stored one afterwards); what
 * is read otherwise waits for `whenHydrated`.
 */
const prerenderedRoot = typeof document === 'undefined' ? null : document.getElementById('root');
export const prerenderedRoute: string | undefined = prerenderedRoot?.dataset.prerendered;

/** Whether the prerendered page is one whose content is the address's search, built without one. */
export const prerenderedWithoutSearch =
  prerenderedRoot?.hasAttribute('data-prerendered-without-search') === true;

let hydrating = prerenderedRoute !== undefined;

/** Whether the app is starting by hydrating a prerendered page (rather than rendering afresh). */
export function hydratesPrerenderedPage(): boolean {
  return hydrating;
}

/** The address leads elsewhere than the prerendered page (a redirect): the app renders afresh. */
export function renderWithoutHydration(): void {
  hydrating = false;
}

let hydrated = false;
const waiting: (() => void)[] = [];

/** Runs `task` once the app has hydrated (or rendered) its first page; at once if it has. */
export function whenHydrated(task: () => void): void {
  if (hydrated) task();
  else waiting.push(task);
}

/** Whether the app has hydrated (or rendered) its first page. */
export function isHydrated(): boolean {
  return hydrated;
}

/** Called by the app once its first render is committed (src/app/App.tsx). */
export function markHydrated(): void {
  hydrated = true;
  for (const task of waiting.splice(0)) task();
}
