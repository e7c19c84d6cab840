import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BundleSize {
  /** The scripts the first HTML loads: the entry module and its modulepreloads. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

/**
 * The initial JavaScript of the production build, read from the built index.html: every
 * `<script type="module" src>` and `<link rel="modulepreload" href>`, sized by their precompressed
 * .gz files (what the server sends a browser that accepts gzip).
 */
export function initialJavaScript(dist: string): BundleSize {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files = [...new Set(sources.filter((source) => source.endsWith('.js')))];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const path = join(dist, file.replace(/^\//, ''));
    rawBytes += statSync(path).size;
    gzipBytes += statSync(`${path}.gz`).size;
  }
  return { files, gzipBytes, rawBytes };
}
