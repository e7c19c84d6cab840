import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app-error';

const IMAGES_DIR = new URL('./images/', import.meta.url);

interface StoredImage {
  body: Buffer;
  etag: string;
}

/** The illustrations shipped with the module, read once: a dozen files of 1–2 kB. */
function loadImages(): ReadonlyMap<string, StoredImage> {
  const images = new Map<string, StoredImage>();
  for (const name of readdirSync(IMAGES_DIR)) {
    if (!name.endsWith('.svg')) continue;
    const body = readFileSync(new URL(name, IMAGES_DIR));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    images.set(name, { body, etag });
  }
  return images;
}

const imageParamsSchema = z.object({
  /** A file name such as `han.svg`: lower-case letters, digits and dashes only, so never a path. */
  file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/, 'an image name such as han.svg'),
});

/**
 * `GET /hotdeal/images/{file}`: the hot deals' illustrations (the path a deal's `image` names).
 * Revalidated daily by ETag; an SVG opened on its own runs no script and loads nothing.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const hotDealImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = loadImages();
  app.get(
    '/images/:file',
    {
      schema: {
        summary: 'A hot-deal illustration (SVG, 400×240)',
        description:
          'image/svg+xml, revalidated by ETag (304 when If-None-Match matches). A malformed name answers 400 INVALID_REQUEST, an unknown one 404 NOT_FOUND, both with the error envelope.',
        params: imageParamsSchema,
      },
    },
    (request, reply) => {
      const image = images.get(request.params.file);
      if (!image) throw notFound();
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', image.etag)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml');
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.send(image.body);
    },
  );
};
