import type { UrlMappingDto } from '@skybook/contracts/cms-admin';
import { DEFAULT_LANGUAGE } from '@skybook/domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ContentReader } from './content-reader';

/**
 * Reads the content store's url-mappings (requirements §2: old addresses and their new homes), for the
 * web plugin's redirects; one reader for the life of the server.
 */
export function urlMappingSource(db: Kysely<Database>): () => Promise<UrlMappingDto[]> {
  const reader = new ContentReader(db);
  return async () => {
    const mappings = await reader.list('urlMapping', DEFAULT_LANGUAGE);
    return mappings.map((mapping) => ({
      url: mapping.key,
      newUrl: mapping.attributes.newUrl,
      statusCode: mapping.attributes.statusCode,
    }));
  };
}
