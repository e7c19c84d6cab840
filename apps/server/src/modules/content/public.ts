/* What other modules and the server's composition (app.ts, server.ts) use of the content module. */
export { ContentReader } from './content-reader';
export { ensureContentImported, importContent } from './import/content-import';
export { urlMappingSource } from './url-mappings';
