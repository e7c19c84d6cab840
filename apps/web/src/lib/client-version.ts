/*
 * requirements §4: "The app reloads when the client version in the meta file differs from the stored one."
 * The build writes `/meta.json` (`{ "version": "<build id>" }`, apps/web/vite.config.ts) and bakes
 * the same id into the bundle; a tab left open across a deploy learns of the new build from the
 * file and loads it at its next change of page, never in the middle of a form.
 */

/** The build this code belongs to ('' outside a Vite build, e.g. in unit tests). */
export const RUNNING_CLIENT_VERSION: string = import.meta.env.VITE_CLIENT_VERSION ?? '';

/** Where the version last acted upon is kept, so a reload that still gets the old build cannot loop. */
export const CLIENT_VERSION_STORAGE_KEY = 'skybook.client-version';

/** Navigation asks at most this often. */
export const NAVIGATION_CHECK_INTERVAL_MS = 5 * 60_000;
/** Coming back to the tab asks at most this often (switching windows back and forth asks once). */
export const FOCUS_CHECK_INTERVAL_MS = 30_000;

export type VersionCheckTrigger = 'navigation' | 'focus';

/** Whether `trigger` should ask for the published version now, given when it was last asked. */
export function isVersionCheckDue(trigger: VersionCheckTrigger, now: number, lastCheckedAt: number): boolean {
  const interval = trigger === 'navigation' ? NAVIGATION_CHECK_INTERVAL_MS : FOCUS_CHECK_INTERVAL_MS;
  return now - lastCheckedAt >= interval;
}

export interface VersionDecision {
  /** Load the new build at the next change of page. */
  readonly reload: boolean;
  /** The version to store, or null to leave the stored one as it is. */
  readonly store: string | null;
}

/**
 * What to do with the published version: nothing when it is the running one; reload (storing it
 * first) when it differs from both the running and the stored one; and nothing when it differs
 * from the running one but is already the stored one — the app reloaded for it once and still
 * runs the old build (a stale cache between it and the server), and reloading again would loop.
 */
export function decideClientVersion(input: {
  readonly running: string;
  readonly published: string;
  readonly stored: string | null;
}): VersionDecision {
  const { running, published, stored } = input;
  if (running === '' || published === '' || published === running)
    return { reload: false, store: published === running && published !== stored ? published : null };
  if (stored === published) return { reload: false, store: null };
  return { reload: true, store: published };
}

/** The version in `/meta.json`, asked past every cache; undefined when it cannot be read. */
export async function fetchPublishedVersion(signal?: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch('/meta.json', {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('version' in body)) return undefined;
    return typeof body.version === 'string' && body.version !== '' ? body.version : undefined;
  } catch {
    // Offline or a proxy's page instead of JSON: ask again later.
    return undefined;
  }
}
