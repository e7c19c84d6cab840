/**
 * Writes dist/prerendered/<language>/<routeId>.html (with .br and .gz) for the pages that need
 * their first paint in the HTML (design §5 Speed), from dist/index.html and the SSR build of
 * src/prerender.tsx. The server sends these instead of the bare shell for those pages.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const LANGUAGES = ['vi', 'en', 'th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru'];
/** Pages measured by `npm run bench` and entered from outside the site, with their modules. */
const ROUTES = {
  home: 'src/app/routes/content/home.tsx',
  selectFlight: 'src/app/routes/booking/select-flight.tsx',
  // Booking-flow pages: the banner and heading (their LCP) paint from the HTML; the form itself
  // needs the traveller's session and renders when the app starts (BookingFlowGuard).
  passengers: 'src/app/routes/booking/passengers.tsx',
  selectService: 'src/app/routes/booking/select-service.tsx',
  paymentMethods: 'src/app/routes/booking/payment-methods.tsx',
  // Manage booking: the same — what needs the tab's manage grant renders when the app starts.
  searchBooking: 'src/app/routes/manage/search-booking.tsx',
  bookingDetail: 'src/app/routes/manage/booking-detail.tsx',
  bookingDetailById: 'src/app/routes/manage/booking-detail.tsx',
  editBooking: 'src/app/routes/manage/edit-booking.tsx',
  editService: 'src/app/routes/manage/edit-service.tsx',
  managePaymentMethods: 'src/app/routes/manage/payment-methods.tsx',
  // Check-in: the lookup form whole; the steps' banner and heading, what needs the grant later.
  checkin: 'src/app/routes/checkin/checkin.tsx',
  checkinSelectFlight: 'src/app/routes/checkin/select-flight.tsx',
  checkinSelectPassengers: 'src/app/routes/checkin/select-passengers.tsx',
  checkinSelectSeats: 'src/app/routes/checkin/select-seats.tsx',
  checkinSummary: 'src/app/routes/checkin/summary.tsx',
  checkinSuccess: 'src/app/routes/checkin/success.tsx',
};
/**
 * Pages whose content is the address's search (select-flight's search, search-booking's e-mail
 * link, check-in's lookup fields from home), rendered here without one: the browser hydrates them
 * only when its address has no search either (src/boot.tsx).
 */
const PAGES_OF_THE_SEARCH = new Set(['selectFlight', 'searchBooking', 'checkin']);

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = process.argv[2] ?? join(webRoot, 'dist');
const ssrEntry = process.argv[3] ?? join(webRoot, 'dist-ssr/prerender.js');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The CSS files and JS chunks a module needs, from Vite's manifest (imports followed). */
function moduleAssets(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (seen.has(key)) return { css: [], js: [] };
  seen.add(key);
  const css = [...(chunk.css ?? [])];
  const js = [chunk.file];
  for (const imported of chunk.imports ?? []) {
    const more = moduleAssets(manifest, imported, seen);
    css.push(...more.css);
    js.push(...more.js);
  }
  return { css, js };
}

/**
 * React Aria writes a few inline styles (visually hidden inputs, caret colour); the CSP allows
 * no inline style, so the hidden ones get the global `prerender-hidden` class and the rest go
 * (the date fields' stylesheet carries them: hydration does not restore attributes).
 */
function withoutInlineStyles(html) {
  return html.replace(/<([a-z]+)([^>]*?) style="([^"]*)"([^>]*)>/g, (_, tag, before, style, after) => {
    if (!style.includes('clip:rect(0 0 0 0)')) return `<${tag}${before}${after}>`;
    const attributes = `${before}${after}`;
    return /\sclass="/.test(attributes)
      ? `<${tag}${attributes.replace(/\sclass="/, ' class="prerender-hidden ')}>`
      : `<${tag} class="prerender-hidden"${attributes}>`;
  });
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}

async function writeCompressed(file, text) {
  const source = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(file, source), writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

const linkTags = (css, js) =>
  [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');

const built = await readFile(join(dist, 'index.html'), 'utf8');
const rootPattern = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = moduleAssets(manifest, 'index.html');
// main.tsx imports the app (src/boot.tsx) only after the first paint. The bare shell fetches its
// code and styles at once (it has nothing to paint before the app); prerendered pages keep only
// the styles (below).
const boot = moduleAssets(manifest, 'src/boot.tsx');
const bootCss = [...new Set(boot.css)].filter((file) => !entry.css.includes(file));
const bootJs = [...new Set(boot.js)].filter((file) => !entry.js.includes(file));
const template = built.includes(bootJs[0] ?? '\0')
  ? built
  : built.replace('</head>', `  ${linkTags(bootCss, bootJs)}\n  </head>`);
await writeCompressed(join(dist, 'index.html'), template);
const sharedCss = [...entry.css, ...bootCss];
if (!rootPattern.test(template)) throw new Error('dist/index.html has no <div id="root"> before </body>');
const { prerender } = await import(pathToFileURL(ssrEntry).href);
await rm(join(dist, 'prerendered'), { recursive: true, force: true });

for (const language of LANGUAGES) {
  await mkdir(join(dist, 'prerendered', language), { recursive: true });
  for (const [routeId, module] of Object.entries(ROUTES)) {
    const page = await prerender(language, routeId);
    // The page's own styles must be there for the first paint, and only they: a prerendered page
    // paints from its HTML and CSS alone, and preloading the app's code here would compete with
    // them for a slow link (measured: FCP 2.9 s with the preloads, 1.0 s without).
    const pageCss = [...new Set(moduleAssets(manifest, module).css)].filter(
      (file) => !sharedCss.includes(file),
    );
    const links = linkTags(pageCss, []);
    const document = template
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace('</head>', `  ${links}\n  </head>`)
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      // A function replacement, so `$` in the markup is never read as a pattern.
      // `data-prerendered` tells boot.tsx which page this markup is, to hydrate it rather than
      // replace it when the address shows that page (and, for a page of the search, no search).
      .replace(rootPattern, (_, tail) => {
        const searchless = PAGES_OF_THE_SEARCH.has(routeId) ? ' data-prerendered-without-search' : '';
        return `<div id="root" data-prerendered="${routeId}"${searchless}>${withoutInlineStyles(page.html)}</div>${tail}`;
      });
    await writeCompressed(join(dist, 'prerendered', language, `${routeId}.html`), document);
  }
}
console.log(
  `prerendered ${Object.keys(ROUTES).length * LANGUAGES.length} pages into ${join(dist, 'prerendered')}`,
);
