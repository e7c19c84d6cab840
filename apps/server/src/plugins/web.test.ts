import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-fixture';
import { TEST_ENGINES } from '../../test/engines';
import { URL_MAPPINGS_TTL_MS } from './url-redirects';
import { chooseRootLanguage } from './web';

const SHELL =
  '<!doctype html><html lang="vi"><head><title>Skybook</title></head><body><div id="root"></div></body></html>';

const PRERENDERED_HOME =
  '<!doctype html><html lang="en"><head><title>Cheap flights | Skybook</title></head><body><div id="root"><h1>Fly further</h1></div></body></html>';

describe('chooseRootLanguage', () => {
  it('prefers an explicit languageCode in any letter case', () => {
    expect(chooseRootLanguage({ languageCode: 'EN', country: 'VN', acceptLanguage: 'ko' })).toBe('en');
    expect(chooseRootLanguage({ languageCode: 'zh-tw', country: undefined, acceptLanguage: undefined })).toBe(
      'zh-TW',
    );
  });

  it('sends visitors from Thailand to the Thai site unless they asked for a language', () => {
    expect(chooseRootLanguage({ languageCode: undefined, country: 'th', acceptLanguage: 'th' })).toBe(
      'thai-site',
    );
    expect(chooseRootLanguage({ languageCode: 'vi', country: 'TH', acceptLanguage: undefined })).toBe('vi');
  });

  it('uses the country, then Accept-Language, then Vietnamese', () => {
    expect(chooseRootLanguage({ languageCode: undefined, country: 'KR', acceptLanguage: 'en' })).toBe('ko');
    expect(chooseRootLanguage({ languageCode: undefined, country: 'HK', acceptLanguage: undefined })).toBe(
      'zh-TW',
    );
    expect(chooseRootLanguage({ languageCode: 'xx', country: 'FR', acceptLanguage: 'ja-JP,en;q=0.5' })).toBe(
      'ja',
    );
    expect(chooseRootLanguage({ languageCode: undefined, country: undefined, acceptLanguage: 'fr' })).toBe(
      'vi',
    );
  });
});

describe.each(TEST_ENGINES)('serving the web app on $engine', (engine) => {
  let subject: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'skybook-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(SHELL));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(SHELL));
    mkdirSync(join(dist, 'prerendered', 'en'), { recursive: true });
    writeFileSync(join(dist, 'prerendered', 'en', 'home.html'), PRERENDERED_HOME);
    writeFileSync(join(dist, 'prerendered', 'en', 'home.html.br'), brotliCompressSync(PRERENDERED_HOME));
    const script = 'console.log("skybook");'.repeat(50);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'meta.json'), '{"version":"build-1"}');
    writeFileSync(join(dist, 'meta.json.br'), brotliCompressSync('{"version":"build-1"}'));
    subject = await createTestApp(engine, {
      serveWeb: true,
      // The content store holds the url-mappings (apps/server/content/site/url-mappings.json).
      importContent: true,
      env: { WEB_DIST: dist, COUNTRY_HEADER: 'X-Country' },
    });
  }, 60_000);
  afterAll(async () => {
    await subject.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a prerendered page with its own HTML, and the bare shell where there is none', async () => {
    const home = await subject.app.inject({
      url: '/en?departAirport=SGN',
      headers: { 'accept-encoding': 'br' },
    });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(PRERENDERED_HOME);
    const plain = await subject.app.inject({ url: '/en' });
    expect(plain.body).toBe(PRERENDERED_HOME);
    // Not prerendered in Korean, nor is select-flight: the shell, whose app renders the page.
    expect((await subject.app.inject({ url: '/ko' })).body).toBe(SHELL);
    expect((await subject.app.inject({ url: '/en/select-flight' })).body).toBe(SHELL);
  });

  it('redirects the root path by languageCode, keeping the query string', async () => {
    const response = await subject.app.inject({ url: '/?languageCode=en&departAirport=SGN' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en?languageCode=en&departAirport=SGN');
  });

  it('redirects the root path by the configured country header and sends Thailand away', async () => {
    const korea = await subject.app.inject({ url: '/', headers: { 'x-country': 'KR' } });
    expect(korea.headers.location).toBe('/ko');
    const thailand = await subject.app.inject({ url: '/', headers: { 'x-country': 'TH' } });
    expect(thailand.headers.location).toBe('https://www.skybook.co.th/');
    const plain = await subject.app.inject({ url: '/' });
    expect(plain.headers.location).toBe('/vi');
  });

  it('tells the browser the visitor’s country in a cookie on the page, when the header gives one', async () => {
    const page = await subject.app.inject({ url: '/en', headers: { 'x-country': 'sg' } });
    expect(page.headers['set-cookie']).toBe('skybook-country=SG; Path=/; Max-Age=86400; SameSite=Lax');
    expect(page.headers.vary).toContain('x-country');
    const shell = await subject.app.inject({ url: '/en/select-flight', headers: { 'x-country': 'AU' } });
    expect(shell.headers['set-cookie']).toContain('skybook-country=AU;');
    const root = await subject.app.inject({ url: '/', headers: { 'x-country': 'KR' } });
    expect(root.headers['set-cookie']).toContain('skybook-country=KR;');
    // No header, or one that names no country: nothing is said.
    expect((await subject.app.inject({ url: '/en' })).headers['set-cookie']).toBeUndefined();
    const bogus = await subject.app.inject({ url: '/en', headers: { 'x-country': 'S G;x=1' } });
    expect(bogus.headers['set-cookie']).toBeUndefined();
  });

  it('sends a path without a language prefix to the Vietnamese home', async () => {
    const response = await subject.app.inject({ url: '/select-flight?x=1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/vi');
  });

  it('canonicalises the letter case of the language prefix', async () => {
    const response = await subject.app.inject({ url: '/ZH-cn/faq?q=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/zh-CN/faq?q=1');
  });

  it('serves the app shell for known pages and a 404 status for unknown ones', async () => {
    const known = await subject.app.inject({ url: '/en/select-flight' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
    expect(known.headers['cache-control']).toBe('no-cache');
    expect(known.body).toBe(SHELL);
    const unknown = await subject.app.inject({ url: '/vi/khong-co-trang-nay' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
    expect((await subject.app.inject({ url: '/en/404' })).statusCode).toBe(404);
  });

  it('serves the shell brotli-compressed to a browser that accepts it', async () => {
    const response = await subject.app.inject({
      url: '/vi',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(brotliCompressSync(SHELL))).toBe(true);
  });

  it('serves hashed assets precompressed and cached immutable', async () => {
    const response = await subject.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset or API path with a JSON 404, never the app shell', async () => {
    const asset = await subject.app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    const api = await subject.app.inject({ url: '/content/api/v1/unknown' });
    expect(api.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('serves the client version file uncached, so a new build is seen at once', async () => {
    const response = await subject.app.inject({ url: '/meta.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: 'build-1' });
    expect(response.headers['cache-control']).toBe('no-cache');
    const compressed = await subject.app.inject({ url: '/meta.json', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
  });

  it('redirects an old address from the content store to its new page with the mapping’s status', async () => {
    const news = await subject.app.inject({ url: '/vi/tin-tuc' });
    expect(news.statusCode).toBe(301);
    expect(news.headers.location).toBe('/vi/news/tin-skybook');
    const temporary = await subject.app.inject({ url: '/en/tet-sale' });
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('/en/news/promotions/tet-2027-fares-from-199000-vnd');
  });

  it('matches old addresses in any letter case, with a trailing slash, keeping the query string', async () => {
    const response = await subject.app.inject({ url: '/EN/Help-Center/?topic=baggage' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/faq?topic=baggage');
  });

  it('redirects old addresses without a language prefix before sending them to the Vietnamese home', async () => {
    const page = await subject.app.inject({ url: '/Default.aspx' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/vi');
    const external = await subject.app.inject({ url: '/thai/' });
    expect(external.statusCode).toBe(301);
    expect(external.headers.location).toBe('https://www.skybook.co.th/');
    // With a language prefix the old address still matches; its new one keeps its own language.
    const prefixed = await subject.app.inject({ url: '/en/Default.aspx' });
    expect(prefixed.headers.location).toBe('/vi');
  });

  it('never redirects API paths or pages no mapping names', async () => {
    expect((await subject.app.inject({ url: '/vi/faq' })).statusCode).toBe(200);
    expect((await subject.app.inject({ url: '/en/tin-tuc' })).statusCode).toBe(404);
    expect((await subject.app.inject({ url: '/cms/api/v1/url-mappings' })).statusCode).toBe(200);
  });

  it('reads a mapping the CMS removed only once the cached list has expired', async () => {
    const clock = subject.app.clock as ManualClock;
    expect((await subject.app.inject({ url: '/vi/hoi-dap' })).headers.location).toBe('/vi/faq');
    await subject.database.db
      .deleteFrom('content_item')
      .where('kind', '=', 'urlMapping')
      .where('key', '=', '/vi/hoi-dap')
      .execute();
    expect((await subject.app.inject({ url: '/vi/hoi-dap' })).statusCode).toBe(301);
    clock.advance(URL_MAPPINGS_TTL_MS);
    const after = await subject.app.inject({ url: '/vi/hoi-dap' });
    expect(after.statusCode).toBe(404);
    expect(after.body).toBe(SHELL);
  });
});
