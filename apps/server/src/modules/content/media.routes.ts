import { emenuDownloadQuerySchema } from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMENU_PDF_LANGUAGES, emenuPdfPath } from './import/source';
import { readLanguageId } from '../../i18n/language-id';
import { notFound } from '../../plugins/app-error';
import { sendRevalidated } from '../module-images';
import { findAsset } from './content-store.repository';

const mediaParamsSchema = z.object({
  /** Lower-case letters, digits and dashes only, so never a path. */
  folder: z.string().regex(/^[a-z0-9-]{1,40}$/, 'a folder such as banners'),
  file: z.string().regex(/^[a-z0-9-]{1,60}\.(?:svg|pdf)$/, 'a file such as home-tet.svg'),
});

/** Sends a stored asset of the content store (see sendRevalidated); 404 when there is none. */
async function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  load: (path: string) => ReturnType<typeof findAsset>,
  disposition?: string,
) {
  const asset = await load(path);
  if (!asset) throw notFound();
  return sendRevalidated(request, reply, {
    body: Buffer.from(asset.body, 'base64'),
    etag: asset.etag,
    type: asset.media_type,
    ...(disposition ? { disposition } : {}),
  });
}

/**
 * The content's pictures and files, from the store (the import copies them there, so every
 * server process answers the same): `GET /media/{folder}/{file}` and the e-menu PDF download.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = (path: string) => findAsset(app.db, path);

  app.get(
    '/media/:folder/:file',
    {
      schema: {
        summary: 'A picture or file of the managed content (banners, popups, news, icons …)',
        description:
          'Revalidated by ETag (304 when If-None-Match matches). A malformed name answers 400 INVALID_REQUEST, an unknown one 404 NOT_FOUND.',
        params: mediaParamsSchema,
      },
    },
    (request, reply) => sendAsset(request, reply, `${request.params.folder}/${request.params.file}`, load),
  );

  app.get(
    '/api/v1/emenu/download',
    {
      schema: {
        summary: 'The in-flight menu as a PDF to download (requirements §2 Content: e-menu)',
        description:
          'application/pdf, as an attachment named skybook-e-menu-<language>.pdf. Written in Vietnamese and English; other languages get the English one.',
        querystring: emenuDownloadQuerySchema,
        response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const asked = readLanguageId(request.query.languageId, request.language);
      const language = EMENU_PDF_LANGUAGES.find((candidate) => candidate === asked) ?? 'en';
      return sendAsset(
        request,
        reply,
        emenuPdfPath(language),
        load,
        `attachment; filename="skybook-e-menu-${language}.pdf"`,
      );
    },
  );
};
