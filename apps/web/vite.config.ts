import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(root, 'dist');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a `.br` and a `.gz` beside every text asset once the build is on disk, so the server
 * (@fastify/static `preCompressed`) sends them without compressing on each request.
 * Runs on the whole output folder, so files copied from public/ are covered too.
 */
function precompress(): Plugin {
  // The folder actually written, which `vite build --outDir` may have moved elsewhere.
  let writtenDir = outDir;
  let skip = false;
  return {
    name: 'skybook:precompress',
    apply: 'build',
    configResolved(config) {
      writtenDir = config.build.outDir;
      skip = Boolean(config.build.ssr);
    },
    async closeBundle(error) {
      // The prerender build (src/prerender.tsx) runs in Node and is never served.
      if (error || skip) return;
      if (!existsSync(writtenDir)) return;
      const files = (await listFiles(writtenDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * requirements §4 client version: one id per build (CLIENT_VERSION when the pipeline gives one, else the
 * build time and a few random bytes), baked into the code as `import.meta.env.VITE_CLIENT_VERSION`
 * and written to `meta.json` beside index.html, which the server sends uncached. A tab still
 * running an older build sees the difference and loads the new one (src/lib/client-version.ts).
 * The dev server answers `/meta.json` with its own id, so a restarted dev server reloads open tabs.
 */
function clientVersion(): Plugin {
  const version =
    process.env.CLIENT_VERSION ??
    `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`;
  const meta = `${JSON.stringify({ version })}\n`;
  let isSsr = false;
  return {
    name: 'skybook:client-version',
    config: () => ({ define: { 'import.meta.env.VITE_CLIENT_VERSION': JSON.stringify(version) } }),
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use('/meta.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-cache');
        response.end(meta);
      });
    },
    generateBundle() {
      // The prerender build runs in Node at build time; only the browser build publishes its id.
      if (!isSsr) this.emitFile({ type: 'asset', fileName: 'meta.json', source: meta });
    },
  };
}

/**
 * Code that mostly runs as any page starts: the router, i18next, TanStack Query, and React Aria's
 * press handling (every button the header hydrates). Measured with V8's function log: of such a
 * chunk's functions, most run during start-up.
 */
const RUNS_AT_START_UP = [
  '/node_modules/react-router/',
  '/node_modules/i18next/',
  '/node_modules/@tanstack/query-core/',
  '/node_modules/react-aria/dist/private/interactions/usePress.mjs',
];

/**
 * V8 compiles a function when it is first called, on the main thread; traced at start-up, that
 * was 35–45 % of every long task. Chrome's explicit compile hint (the magic comment
 * `//# allFunctionsCalledOnLoad` on a file's first line, Chrome 136+) compiles a whole file
 * eagerly, on a background thread while it downloads. It is put on the chunks of the libraries
 * above only: on every start-up file, react-dom's client included, or on zod's chunk, the eager
 * compile (and its publishing on the main thread) cost more than it saved (decision 006).
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  let skip = false;
  return {
    name: 'skybook:compile-hints',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (skip) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const runsAtStartUp = chunk.moduleIds.some((id) =>
          RUNS_AT_START_UP.some((path) => id.includes(path)),
        );
        // react-dom's client (the app's start-up chunk) stays lazily compiled, see above.
        const holdsReactDom = chunk.moduleIds.some((id) =>
          id.includes('/node_modules/react-dom/cjs/react-dom-client.'),
        );
        if (!runsAtStartUp || holdsReactDom) continue;
        chunk.code = HINT + chunk.code;
        // The comment is one more line at the top: the source map's lines move down by one.
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        }
      }
    },
  };
}

// The API modules the server mounts (design §1); in development Vite forwards them to the server.
const API_PREFIXES = [
  '/booking',
  '/content',
  '/cms',
  '/happy-returns',
  '/hotdeal',
  '/member',
  '/auth',
  '/sandbox',
];
const apiTarget = process.env.SKYBOOK_API_URL ?? 'http://127.0.0.1:8080';

/**
 * React Router's package exports only its development build (warnings, extra checks); the build
 * uses the production one it ships beside it, as its own framework mode does.
 */
const reactRouterProduction = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production', file);

export default defineConfig(({ command }) => ({
  root,
  plugins: [
    react(),
    // React Aria ships its controls' own words (a date field's "Clear", a combo box's "Show
    // suggestions") for 34 locales in every chunk that uses them. Kept: the site's languages that
    // React Aria speaks (Vietnamese and Thai fall back to its en-US, as they did); the rest would
    // only be parsed and evaluated at start-up.
    optimizeLocales.vite({ locales: ['en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'ja-JP', 'ru-RU'] }),
    clientVersion(),
    compileHints(),
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // Inlined assets would become data: URLs; keep every asset a hashed file under /assets/.
    assetsInlineLimit: 0,
    // scripts/prerender.mjs reads it to link a prerendered page's own CSS and code.
    manifest: true,
    // No preload lists in the code: Vite's helper inserts one <link> per listed chunk when a lazy
    // module is imported, which cost a phone 60–100 ms of main thread at start-up (traced at 4×
    // CPU: the first page's list alone). The browser finds a chunk's imports when it parses it,
    // one round trip later; the start-up code is still preloaded by the bare shell's HTML
    // (scripts/prerender.mjs). Style sheets of lazy chunks are still loaded by the helper.
    modulePreload: { resolveDependencies: () => [] },
  },
  // ES module workers: the answer-check worker imports each contract on demand
  // (src/lib/worker-contracts.ts), which a classic worker's single file cannot.
  worker: { format: 'es' },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
}));
