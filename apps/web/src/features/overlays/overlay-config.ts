/*
 * Build-time settings of the overlays (Vite `VITE_*` variables, README "Configuration"). Unset
 * means off: no chat widget loads and no bank iframe may open.
 */

declare global {
  interface ImportMetaEnv {
    /** https URL of the external chat widget's script; unset: no chat widget. */
    readonly VITE_CHAT_WIDGET_URL?: string;
    /** Origins (comma-separated) the agent-currency bank iframe may show and hear a close message from. */
    readonly VITE_BANK_IFRAME_ORIGIN?: string;
  }
}

function isLocalHost(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

/** An https URL (http only on this machine, for development), or undefined. */
function parseSecureUrl(value: string): URL | undefined {
  try {
    const url = new URL(value.trim());
    if (url.username !== '' || url.password !== '') return undefined;
    if (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url))) return url;
  } catch {
    // Not a URL.
  }
  return undefined;
}

/** The chat widget's script URL from `value`, or undefined when unset or not a secure URL. */
export function parseChatWidgetUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return parseSecureUrl(value)?.href;
}

/** The origins listed in `value` (comma- or space-separated), each reduced to its origin. */
export function parseOrigins(value: string | undefined): readonly string[] {
  if (value === undefined) return [];
  const origins = value
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => parseSecureUrl(entry)?.origin)
    .filter((origin): origin is string => origin !== undefined);
  return [...new Set(origins)];
}

export const CHAT_WIDGET_URL = parseChatWidgetUrl(import.meta.env.VITE_CHAT_WIDGET_URL);
export const BANK_IFRAME_ORIGINS = parseOrigins(import.meta.env.VITE_BANK_IFRAME_ORIGIN);
