import type { UrlMappingDto } from '@skybook/contracts/cms-admin';
import type { Clock } from '@skybook/domain/clock';
import { DEFAULT_LANGUAGE, toLanguage } from '@skybook/domain/languages';

/** How long the mappings read from the content store are reused before they are read again. */
export const URL_MAPPINGS_TTL_MS = 60_000;

/** Where an old address now lives: the `Location` and the status to answer with. */
export interface UrlRedirect {
  readonly location: string;
  readonly statusCode: 301 | 302;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    // A malformed escape is compared as typed rather than failing the request.
    return path;
  }
}

/**
 * The form an old address is compared in: decoded, lower case, without trailing slashes, so
 * `/VI/Hoi-Dap/` and `/vi/hoi-dap` are the same address.
 */
export function urlMappingKey(path: string): string {
  const decoded = decodePath(path).toLowerCase();
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The mappings by {@link urlMappingKey} of their `url`; the first of two equal keys wins. */
export function indexUrlMappings(mappings: readonly UrlMappingDto[]): ReadonlyMap<string, UrlMappingDto> {
  const index = new Map<string, UrlMappingDto>();
  for (const mapping of mappings) {
    const key = urlMappingKey(mapping.url);
    if (!index.has(key)) index.set(key, mapping);
  }
  return index;
}

function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

/** A site path's language prefix in its canonical spelling, if its first segment is one. */
function languagePrefix(path: string): string | undefined {
  const [, first = ''] = path.split('/');
  return toLanguage(first);
}

/**
 * Where a page request for `path` (no query) goes, when an old address matches it (requirements §2 "Old
 * URLs are redirected"): the path itself, in any letter case and with or without a trailing
 * slash, or the path without its language prefix (a mapping of `/hoi-dap` also answers
 * `/en/hoi-dap`). A `newUrl` without a language prefix gets the request's (Vietnamese when the
 * request has none); an absolute URL (allow-listed on import) is kept as it is. The query string
 * travels with the visitor unless `newUrl` has its own.
 */
export function findUrlRedirect(
  mappings: ReadonlyMap<string, UrlMappingDto>,
  path: string,
  search = '',
): UrlRedirect | undefined {
  const key = urlMappingKey(path);
  const language = languagePrefix(key);
  const unprefixed = language ? urlMappingKey(key.slice(language.length + 1)) : undefined;
  const mapping = mappings.get(key) ?? (unprefixed === undefined ? undefined : mappings.get(unprefixed));
  if (!mapping) return undefined;
  let location = mapping.newUrl;
  if (!isAbsoluteUrl(location) && !languagePrefix(location)) {
    const prefix = `/${language ?? DEFAULT_LANGUAGE}`;
    location = location === '/' || location === '' ? prefix : `${prefix}${location}`;
  }
  if (search !== '' && !location.includes('?')) location += search;
  return { location, statusCode: mapping.statusCode };
}

/**
 * The url-mappings of the content store, read at most once per {@link URL_MAPPINGS_TTL_MS}:
 * every page request asks, so the list lives in memory, and an edit in the CMS shows within a
 * minute. Concurrent requests share one read; a failed read is not kept (the next request tries
 * again).
 */
export class UrlRedirects {
  #cached: { expiresAt: number; value: Promise<ReadonlyMap<string, UrlMappingDto>> } | undefined;

  constructor(
    private readonly load: () => Promise<readonly UrlMappingDto[]>,
    private readonly clock: Clock,
    private readonly ttlMs = URL_MAPPINGS_TTL_MS,
  ) {}

  async find(path: string, search = ''): Promise<UrlRedirect | undefined> {
    return findUrlRedirect(await this.#mappings(), path, search);
  }

  #mappings(): Promise<ReadonlyMap<string, UrlMappingDto>> {
    const now = this.clock.now().getTime();
    if (this.#cached && this.#cached.expiresAt > now) return this.#cached.value;
    const value = this.load().then(indexUrlMappings);
    const entry = { expiresAt: now + this.ttlMs, value };
    this.#cached = entry;
    value.catch(() => {
      if (this.#cached === entry) this.#cached = undefined;
    });
    return value;
  }
}
