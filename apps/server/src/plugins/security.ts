import { IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers (design §5): a strict CSP with no inline script and no third-party origin,
 * HSTS, nosniff and a referrer policy. The configured chat widget and bank frames are let in by
 * origin; the payment sandbox widens it on its own routes.
 */
export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      manifestSrc: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** Third parties the site's own pages load when configured (README: VITE_CHAT_WIDGET_URL, …). */
export interface ThirdPartyOrigins {
  /** The chat widget's origin: its script, its frame and its connections. */
  readonly chat?: string;
  /** Origins of the agent-currency bank pages shown in a frame. */
  readonly bankFrames?: readonly string[];
}

/** SECURITY_HEADER_OPTIONS widened by exactly the configured third parties, nothing else. */
export function siteSecurityOptions(origins: ThirdPartyOrigins): HelmetOptions {
  const base = SECURITY_HEADER_OPTIONS.contentSecurityPolicy;
  if (typeof base !== 'object' || (origins.chat === undefined && (origins.bankFrames ?? []).length === 0)) {
    return SECURITY_HEADER_OPTIONS;
  }
  const chat = origins.chat === undefined ? [] : [origins.chat];
  const frames = [...chat, ...(origins.bankFrames ?? [])];
  const directives = base.directives ?? {};
  return {
    ...SECURITY_HEADER_OPTIONS,
    contentSecurityPolicy: {
      ...base,
      directives: {
        ...directives,
        scriptSrc: ["'self'", ...chat],
        connectSrc: ["'self'", ...chat],
        imgSrc: ["'self'", 'data:', ...chat],
        frameSrc: frames.length > 0 ? frames : ["'none'"],
      },
    },
  };
}

/**
 * The headers Helmet would write for `options`, worked out once: they are the same on every
 * response, and running Helmet per request (as @fastify/helmet does) costs ~4 % of a search.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  // Helmet reads nothing from the request: it only writes headers.
  const request = Object.create(IncomingMessage.prototype) as IncomingMessage;
  helmet(options)(request, response as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error('Helmet failed');
  });
  return Object.freeze(headers);
}

export const securityPlugin = fp(
  (app: FastifyInstance, options: ThirdPartyOrigins, done: (error?: Error) => void) => {
    const headers = helmetHeaders(siteSecurityOptions(options));
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'security' },
);
