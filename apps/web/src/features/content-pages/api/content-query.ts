/** The content API's answers change only when content is imported; the server lets caches keep them five minutes. */
export const CONTENT_STALE_TIME_MS = 5 * 60_000;

/** Where the content API lives (requirements §7 Content API). */
export const CONTENT_API = '/content/api/v1';
