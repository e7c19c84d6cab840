import { randomInt } from 'node:crypto';

/*
 * A browser for server tests that drive server-rendered pages over real HTTP: fetch with a cookie
 * jar (fetch keeps none), redirects followed by hand (to see each hop), and the forms of a page
 * read from its HTML.
 */

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** One origin's cookies as a browser keeps them: by name and path, sent to paths below theirs. */
export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.trim().split('=');
        const text = rest.join('=');
        if (key.toLowerCase() === 'path') path = text || '/';
        if (key.toLowerCase() === 'max-age' && Number(text) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(text) < Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    const within = (path: string) =>
      url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    return [...this.#cookies.values()]
      .filter((cookie) => within(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

export class TestBrowser {
  readonly jar = new CookieJar();
  /** Each browser comes from its own address (the test app trusts X-Forwarded-For). */
  readonly address = `10.${String(randomInt(256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;

  constructor(
    readonly origin: string,
    readonly acceptLanguage = 'vi',
  ) {}

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(path, this.origin);
    const headers: Record<string, string> = {
      'accept-language': this.acceptLanguage,
      'x-forwarded-for': this.address,
    };
    const cookie = this.jar.header(url);
    if (cookie !== '') headers.cookie = cookie;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      redirect: 'manual',
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.jar.store(response);
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>): Promise<Response> {
    return this.request(path, { form });
  }

  /**
   * Follows the redirects of `response` while they stay below `within` (a path prefix); answers
   * the last response and, when it left, where it was going.
   */
  async follow(response: Response, within = '/auth/'): Promise<{ response: Response; leftFor?: URL }> {
    let current = response;
    for (let hop = 0; hop < 10; hop++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || location === null) return { response: current };
      const next = new URL(location, this.origin);
      if (next.origin !== new URL(this.origin).origin || !next.pathname.startsWith(within))
        return { response: current, leftFor: next };
      current = await this.get(`${next.pathname}${next.search}`);
    }
    throw new Error('Too many redirects');
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The attributes of one tag's text (`<input a="b" c>` → { a: 'b', c: '' }). */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    attributes[match[1] ?? ''] = unescapeHtml(match[2] ?? '');
  }
  return attributes;
}

export interface PageForm {
  action: string;
  /** Every input's name and value (hidden ones included). */
  fields: Record<string, string>;
}

/** The post forms of a page, in order. */
export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form ([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => {
    const fields: Record<string, string> = {};
    for (const input of (match[2] ?? '').matchAll(/<input[^>]*>/g)) {
      const attributes = attributesOf(input[0]);
      if (attributes.name) fields[attributes.name] = attributes.value ?? '';
    }
    return { action: attributesOf(`<form ${match[1] ?? ''}>`).action ?? '', fields };
  });
}
