import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../plugins/app-error';

interface StoredImage {
  body: Buffer;
  etag: string;
  type: string;
}

/** The image types a module ships, by file extension. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** The image files of a folder shipped with a module, read once (a few dozen files of 1–10 kB). */
export function loadModuleImages(dir: URL): ReadonlyMap<string, StoredImage> {
  const images = new Map<string, StoredImage>();
  for (const name of readdirSync(dir)) {
    const type = IMAGE_TYPES[extname(name)];
    if (!type) continue;
    const body = readFileSync(new URL(name, dir));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    images.set(name, { body, etag, type });
  }
  return images;
}

/**
 * Sends a picture or file kept by the server (a module's images, the content store's media)
 * with its ETag and a day of caching, answering 304 when the client already has it. Opened on
 * its own, a picture runs no script and loads nothing.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  file: {
    readonly body: Buffer;
    readonly etag: string;
    readonly type: string;
    readonly disposition?: string;
  },
) {
  reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', file.etag)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type(file.type);
  if (file.disposition) reply.header('content-disposition', file.disposition);
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  return reply.send(file.body);
}

const imageParamsSchema = z.object({
  /** Lower-case letters, digits and dashes only, so never a path. */
  file: z.string().regex(/^[a-z0-9-]{1,40}\.(?:svg|webp)$/, 'an image name such as pho-bo.svg'),
});

export interface ModuleImageRoutesOptions {
  /** The folder of the module's image files (SVG drawings, WebP pictures). */
  dir: URL;
  /** The route, relative to the module's prefix, e.g. `/images/meals`; `/:file` is appended. */
  path: string;
  summary: string;
}

/**
 * `GET <path>/{file}`: illustrations shipped with a module (drawings as SVG, the hot deals'
 * pictures as WebP), same-origin so the strict CSP needs no image host, sent by
 * {@link sendRevalidated}.
 */
export function moduleImageRoutes(options: ModuleImageRoutesOptions): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    const images = loadModuleImages(options.dir);
    app.get(
      `${options.path}/:file`,
      {
        schema: {
          summary: options.summary,
          description:
            'image/svg+xml or image/webp, revalidated by ETag (304 when If-None-Match matches). A malformed name answers 400 INVALID_REQUEST, an unknown one 404 NOT_FOUND, both with the error envelope.',
          params: imageParamsSchema,
        },
      },
      (request, reply) => {
        const image = images.get(request.params.file);
        if (!image) throw notFound();
        return sendRevalidated(request, reply, image);
      },
    );
  };
}
