import { hydratesPrerenderedPage, isHydrated } from './hydration';

/** How long an answer asked for early waits to be taken: past that, the page asks afresh. */
const FRESH_FOR_MS = 15_000;

interface Asked<T> {
  readonly at: number;
  readonly answer: Promise<T>;
}

/**
 * Answers of one kind a page asks for while the app is still starting: its route's loader starts
 * the request before React hydrates the prerendered page, and the page's query takes the answer
 * instead of asking again once it renders (design §5 Speed: the request no longer waits for the
 * hydration's long tasks). Only a visit's first page, and only when it hydrates prerendered markup,
 * does this; later pages' queries ask when they render, as every other page does, and find most
 * answers cached.
 *
 * An answer is taken once, and only while fresh, so a later page never shows an old one.
 */
export class EarlyAnswers<T> {
  readonly #asked = new Map<string, Asked<T>>();

  /** Starts `request` for `key` while a prerendered first page waits to hydrate (see the class). */
  start(key: string, request: () => Promise<T>): void {
    if (!hydratesPrerenderedPage() || isHydrated() || this.#asked.has(key)) return;
    const answer = request();
    // The query that takes it handles a failure; one never taken must not surface as unhandled.
    answer.catch(() => undefined);
    this.#asked.set(key, { at: Date.now(), answer });
  }

  /** The answer started for `key`, once, while fresh; otherwise undefined (ask now). */
  take(key: string): Promise<T> | undefined {
    const asked = this.#asked.get(key);
    this.#asked.delete(key);
    if (!asked || Date.now() - asked.at > FRESH_FOR_MS) return undefined;
    return asked.answer;
  }
}
