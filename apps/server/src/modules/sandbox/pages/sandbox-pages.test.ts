import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { escapeHtml } from '../../../documents/html/escape-html';
import { html } from '../../../documents/html/safe-html';
import { renderPage } from './sandbox-html';
import { TEST_VOUCHERS } from '../../../db/seed/vouchers';
import { TEST_CARDS } from '../card/test-cards';

describe('sandbox HTML', () => {
  it('escapes every interpolated value and keeps nested markup', () => {
    const name = '<script>alert("x")</script> & \'quotes\'';
    expect(escapeHtml(name)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(html`<p title="${name}">${html`<b>${name}</b>`}</p>`.value).toBe(
      `<p title="${escapeHtml(name)}"><b>${escapeHtml(name)}</b></p>`,
    );
    const items = ['a', 'b'].map((item) => html`<li>${item}</li>`);
    // prettier-ignore
    expect(html`<ul>${items}${false}${null}</ul>`.value).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('renders a page with its language, title and stylesheet, and no script', () => {
    const page = renderPage({
      lang: 'en',
      title: 'T <1>',
      prefix: '/sandbox',
      banner: 'B',
      body: html`<h1>x</h1>`,
    });
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('<title>T &lt;1&gt;</title>');
    expect(page).toContain('<link rel="stylesheet" href="/sandbox/assets/sandbox.css">');
    expect(page).not.toContain('<script');
  });
});

describe.each(TEST_ENGINES)('the sandbox pages on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine);
  });
  afterAll(() => test.close());

  it('documents every test card, in Vietnamese by default and English on request', async () => {
    const vi = await test.app.inject({ url: '/sandbox' });
    expect(vi.statusCode).toBe(200);
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('Môi trường thử nghiệm thanh toán');
    for (const card of TEST_CARDS) expect(vi.body).toContain(card.number.slice(-4));
    expect(vi.body).toContain('9704198526191432198');
    expect(vi.body).toContain('0901234567');
    expect(vi.body).toContain('0911111111');
    for (const voucher of TEST_VOUCHERS) {
      expect(vi.body).toContain(voucher.serial);
      expect(vi.body).toContain(voucher.pin);
    }
    expect(vi.body).toContain('VOUCHER_INSUFFICIENT');
    expect(vi.body).not.toMatch(/<script|style=/);
    expect(String(vi.headers['content-security-policy'])).toContain("script-src 'self'");

    const en = await test.app.inject({ url: '/sandbox', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Payment sandbox');
    expect(en.body).toContain('Test vouchers');
    const ko = await test.app.inject({ url: '/sandbox', headers: { 'accept-language': 'ko' } });
    expect(ko.body).toContain('<html lang="en">');
    const asked = await test.app.inject({ url: '/sandbox?lang=vi', headers: { 'accept-language': 'en' } });
    expect(asked.body).toContain('<html lang="vi">');
    expect(asked.body).toContain('hreflang="en"');
  });

  it('serves its stylesheet', async () => {
    const css = await test.app.inject({ url: '/sandbox/assets/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('focus-visible');
  });

  it('shows the SMS outbox as a page and as JSON', async () => {
    await test.database.db
      .insertInto('sandbox_sms')
      .values({
        id: 'sms-1',
        phone: '+84901234567',
        body: 'Skybook Sandbox Bank: 123456 <is> your code',
        challenge_id: null,
        created_at: '2026-11-21T03:00:00.000Z',
      })
      .execute();
    const page = await test.app.inject({ url: '/sandbox/sms?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('123456 &lt;is&gt; your code');
    const json = await test.app.inject({ url: '/sandbox/sms.json?phone=%2B84901234567' });
    expect(json.json()).toEqual({
      messages: [
        {
          id: 'sms-1',
          phone: '+84901234567',
          body: 'Skybook Sandbox Bank: 123456 <is> your code',
          challengeId: null,
          sentAt: '2026-11-21T03:00:00.000Z',
        },
      ],
    });
    expect((await test.app.inject({ url: '/sandbox/sms.json?phone=%2B84900000000' })).json()).toEqual({
      messages: [],
    });
  });

  it('answers unknown challenges and payments with a 404 page', async () => {
    for (const url of [
      '/sandbox/3ds/AAAAAAAAAAAAAAAAAAAAAA?lang=en',
      '/sandbox/pay-later/confirm/AAAAAAAAAAAAAAAAAAAAAA',
      '/sandbox/vnpay/paymentv2/Transaction/AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const response = await test.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });
});
