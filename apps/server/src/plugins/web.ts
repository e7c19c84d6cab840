import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { UrlMappingDto } from '@skybook/contracts/cms-admin';
import { matchSitePath } from '@skybook/contracts/site-routes';
import {
  toVisitorCountry,
  VISITOR_COUNTRY_COOKIE,
  VISITOR_COUNTRY_MAX_AGE_SECONDS,
} from '@skybook/contracts/visitor-country';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_BY_COUNTRY,
  negotiateLanguage,
  toLanguage,
  type Language,
} from '@skybook/domain/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './app-error';
import { UrlRedirects, type UrlRedirect } from './url-redirects';

/** What the web app needs from the modules, given by app.ts (plugins do not reach into modules). */
export interface WebPluginOptions {
  /** The modules' prefixes: paths the API owns. */
  modulePrefixes: readonly string[];
  /** Reads the content store's url-mappings (the content module's `urlMappingSource`). */
  readUrlMappings: () => Promise<readonly UrlMappingDto[]>;
}

/** Paths owned by the API and the platform: an unknown one is a JSON 404, never the web app. */
const nonPagePrefixes = (modulePrefixes: readonly string[]): string[] => [
  ...modulePrefixes,
  '/dev',
  '/assets',
  '/docs',
  '/openapi.json',
  '/healthz',
  '/readyz',
];

interface IndexDocument {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readDocument(file: string): IndexDocument {
  const optional = (suffix: string): Buffer | undefined =>
    existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
  return { identity: readFileSync(file), br: optional('.br'), gzip: optional('.gz') };
}

/**
 * Pages the web build prerendered (apps/web/scripts/prerender.mjs), keyed `<language>/<routeId>`:
 * their first paint is in the HTML itself (design §5 Speed).
 */
function readPrerendered(dist: string): Map<string, IndexDocument> {
  const pages = new Map<string, IndexDocument>();
  const root = join(dist, 'prerendered');
  if (!existsSync(root)) return pages;
  for (const language of readdirSync(root)) {
    for (const file of readdirSync(join(root, language))) {
      if (file.endsWith('.html'))
        pages.set(`${language}/${file.slice(0, -5)}`, readDocument(join(root, language, file)));
    }
  }
  return pages;
}

function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/**
 * The language the root path sends a visitor to (requirements §2): an explicit languageCode wins, then
 * the visitor's country (from a CDN-set header), then Accept-Language, then Vietnamese.
 * Returns 'thai-site' for visitors from Thailand who did not ask for a language.
 */
export function chooseRootLanguage(input: {
  languageCode: string | undefined;
  country: string | undefined;
  acceptLanguage: string | undefined;
}): Language | 'thai-site' {
  const explicit = toLanguage(input.languageCode);
  if (explicit) return explicit;
  const country = input.country?.trim().toUpperCase();
  if (country === 'TH') return 'thai-site';
  const byCountry = country ? LANGUAGE_BY_COUNTRY[country] : undefined;
  return byCountry ?? negotiateLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Tells the browser the visitor's country, as the CDN's header gives it, in a cookie on the page
 * it answers (the app starts in that country's currency until the visitor chooses one). Nothing
 * when the header is absent or not a country code.
 */
export function setVisitorCountryCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  headerName: string,
): void {
  const header = request.headers[headerName];
  const country = toVisitorCountry(typeof header === 'string' ? header : undefined);
  if (!country) return;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${VISITOR_COUNTRY_COOKIE}=${country}; Path=/; Max-Age=${String(VISITOR_COUNTRY_MAX_AGE_SECONDS)}; SameSite=Lax${secure}`,
  );
}

/**
 * Serves the built web app: hashed assets precompressed and cached immutable, every
 * language-prefixed page path answered with the app shell (status 404 for paths the route table
 * does not know, so crawlers see the truth), and the redirects of requirements §2: old addresses to their
 * new homes (the content store's url-mappings), `/` and paths without a language prefix.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const notPages = nonPagePrefixes(options.modulePrefixes);
    const dist = app.config.WEB_DIST;
    if (!existsSync(join(dist, 'index.html'))) {
      app.log.warn({ dist }, 'web app not built: run `npm run build`; pages will answer 503');
    } else {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        // Directory listings, dotfiles and index.html through this route are not wanted.
        serveDotFiles: false,
        allowedPath: (pathname) => pathname !== '/index.html',
        setHeaders: (reply, path) => {
          const immutable = path.includes(`${join(dist, 'assets')}/`);
          // The client version (requirements §4), plain or precompressed: the app compares it with its
          // own, so never a stale copy.
          if (path.replace(/\.(?:br|gz)$/, '') === join(dist, 'meta.json'))
            reply.header('cache-control', 'no-cache');
          else
            reply.header(
              'cache-control',
              immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
            );
        },
      });
    }
    const index = existsSync(join(dist, 'index.html')) ? readDocument(join(dist, 'index.html')) : undefined;
    const prerendered = index ? readPrerendered(dist) : new Map<string, IndexDocument>();
    const redirects = new UrlRedirects(options.readUrlMappings, app.clock);

    /** The old address's new home, if any; pages still serve when the mappings cannot be read. */
    const findRedirect = async (path: string, search: string): Promise<UrlRedirect | undefined> => {
      try {
        return await redirects.find(path, search);
      } catch (error) {
        app.log.error({ err: error }, 'url-mappings could not be read; old addresses are not redirected');
        return undefined;
      }
    };

    const sendShell = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      page?: string,
    ): FastifyReply => {
      const document = (page ? prerendered.get(page) : undefined) ?? index;
      if (!document) return reply.status(503).type('text/plain; charset=utf-8').send('Web app not built.');
      const accepts = request.headers['accept-encoding'] ?? '';
      setVisitorCountryCookie(request, reply, app.config.COUNTRY_HEADER);
      reply
        .header('vary', `accept-encoding, ${app.config.COUNTRY_HEADER}`)
        .header('cache-control', 'no-cache');
      reply.status(status).type('text/html; charset=utf-8');
      if (document.br && /\bbr\b/.test(accepts))
        return reply.header('content-encoding', 'br').send(document.br);
      if (document.gzip && /\bgzip\b/.test(accepts))
        return reply.header('content-encoding', 'gzip').send(document.gzip);
      return reply.send(document.identity);
    };

    app.get('/', { schema: { hide: true } }, (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const header = request.headers[app.config.COUNTRY_HEADER];
      const target = chooseRootLanguage({
        languageCode: query.languageCode,
        country: typeof header === 'string' ? header : undefined,
        acceptLanguage: request.headers['accept-language'],
      });
      setVisitorCountryCookie(request, reply, app.config.COUNTRY_HEADER);
      reply
        .header('cache-control', 'no-store')
        .header('vary', `accept-language, ${app.config.COUNTRY_HEADER}`);
      if (target === 'thai-site') return reply.redirect(app.config.THAI_SITE_URL, 302);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/${target}${search}`, 302);
    });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const [path = '/', search = ''] = request.url.split(/(?=\?)/);
      if (notPages.some((prefix) => isUnderPrefix(path, prefix))) throw notFound();
      // requirements §2: an old address goes to its new home, before the language rules or the 404.
      const redirect = await findRedirect(path, search);
      if (redirect) {
        // Browsers keep a 301 for good unless told otherwise; a CMS edit should reach them.
        reply.header('cache-control', 'public, max-age=300');
        return reply.redirect(redirect.location, redirect.statusCode);
      }
      const [, first = '', ...rest] = path.split('/');
      const language = toLanguage(first);
      if (!language) return reply.redirect(`/${DEFAULT_LANGUAGE}`, 302);
      if (language !== first) return reply.redirect(['', language, ...rest].join('/') + search, 301);
      const match = matchSitePath(path);
      if (!match || match.route.id === 'notFound') return sendShell(request, reply, 404);
      return sendShell(request, reply, 200, `${language}/${match.route.id}`);
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
