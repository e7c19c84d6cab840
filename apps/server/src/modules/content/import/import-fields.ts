import { classifyContentLink } from '@skybook/contracts/content-links';
import { z } from 'zod';
import { sanitizeCmsHtml } from '../../../documents/html/html-sanitizer';
import type { ContentFieldTypes } from '../content-kinds';

/** Where content media are served; a stored media field is this plus `<folder>/<file>`. */
export const MEDIA_PREFIX = '/content/media/';

const MEDIA_PATH = /^[a-z0-9-]+\/[a-z0-9-]+\.(?:svg|pdf)$/;
const HREF = /\shref="([^"]*)"/g;

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * The import's field types: HTML is sanitized (sanitizeCmsHtml) and every link left in it must be
 * allow-listed too; links must be allow-listed (content-links.ts); media must name a file of the
 * content folder's images (or a file the import makes), and are stored as the path they are
 * served at.
 */
export function importFieldTypes(hasMedia: (path: string) => boolean): ContentFieldTypes {
  return {
    html: () =>
      z.string().transform((value, context) => {
        const clean = sanitizeCmsHtml(value);
        for (const match of clean.matchAll(HREF)) {
          const href = decodeAttribute(match[1] ?? '');
          if (classifyContentLink(href) === undefined) {
            context.addIssue({ code: 'custom', message: `link not allowed: ${href}` });
          }
        }
        return clean;
      }),
    media: () =>
      z.string().transform((value, context) => {
        const path = value.startsWith(MEDIA_PREFIX) ? value.slice(MEDIA_PREFIX.length) : value;
        if (!MEDIA_PATH.test(path)) {
          context.addIssue({ code: 'custom', message: `not a media path (folder/file.svg): ${value}` });
        } else if (!hasMedia(path)) {
          context.addIssue({ code: 'custom', message: `no such file in content/images: ${path}` });
        }
        return `${MEDIA_PREFIX}${path}`;
      }),
    link: () =>
      z.string().superRefine((value, context) => {
        if (classifyContentLink(value) === undefined) {
          context.addIssue({
            code: 'custom',
            message: `link not allowed (a site path, an own host or a partner host of content-links.ts): ${value}`,
          });
        }
      }),
  };
}
