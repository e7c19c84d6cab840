import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LEGAL_CONTENT_KEYS } from '@skybook/contracts/legal-content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase, type TestDatabase } from '../../../../test/engines';
import { CONTENT_DIR, emenuPdfPath } from './source';
import {
  CONTENT_SEED_NAME,
  ContentImportError,
  ensureContentImported,
  importContent,
} from './content-import';

const NOW = new Date('2026-11-21T03:00:00.000Z');
const LATER = new Date('2026-11-22T03:00:00.000Z');
/** Anything that could run script, in any letter case. */
const DANGEROUS = /<script|\son[a-z]+\s*=|javascript:/i;

/** A scratch copy of the content folder that a test may edit. */
function copyContent(): { dir: URL; path: (file: string) => string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'skybook-content-'));
  cpSync(CONTENT_DIR, root, { recursive: true });
  return {
    dir: pathToFileURL(`${root}/`),
    path: (file) => join(root, file),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function editJson(path: string, edit: (json: { items: Record<string, unknown>[] }) => void): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { items: Record<string, unknown>[] };
  edit(json);
  writeFileSync(path, JSON.stringify(json));
}

describe.each(TEST_ENGINES)('the content import on $engine', (engine) => {
  let database: TestDatabase;
  const copies: { remove(): void }[] = [];
  const copy = () => {
    const made = copyContent();
    copies.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(() => {
    for (const made of copies.splice(0)) made.remove();
  });
  afterAll(() => database.drop());

  const db = () => database.db;
  const snapshot = async () => ({
    items: await db().selectFrom('content_item').selectAll().orderBy('kind').orderBy('key').execute(),
    texts: await db()
      .selectFrom('content_text')
      .selectAll()
      .orderBy('kind')
      .orderBy('key')
      .orderBy('language_id')
      .execute(),
    assets: await db()
      .selectFrom('content_asset')
      .select(['path', 'etag', 'updated_at'])
      .orderBy('path')
      .execute(),
  });

  it('imports the repository content on a fresh database once, and then leaves it alone', async () => {
    const first = await ensureContentImported(db(), { now: NOW });
    expect(first?.items.inserted).toBeGreaterThan(200);
    expect(first?.admin).toBe('created');
    const count = async (kind: string) =>
      (await db().selectFrom('content_item').select('key').where('kind', '=', kind).execute()).length;
    expect(await count('faq')).toBeGreaterThanOrEqual(40);
    expect(await count('faqCategory')).toBeGreaterThanOrEqual(8);
    expect(await count('post')).toBeGreaterThanOrEqual(12);
    expect(await ensureContentImported(db(), { now: LATER })).toBeUndefined();
    const run = await db()
      .selectFrom('seed_run')
      .selectAll()
      .where('name', '=', CONTENT_SEED_NAME)
      .executeTakeFirst();
    expect(run?.finished_at).toBe(NOW.toISOString());
  });

  it('changes nothing when the same content is imported again', async () => {
    const before = await snapshot();
    const report = await importContent(db(), { now: LATER });
    expect(report.items).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(report.texts).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(report.assets).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(report.legal).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(report.admin).toBe('kept');
    expect(await snapshot()).toEqual(before);
  });

  it('writes every legal-content key in Vietnamese and English, sanitized', async () => {
    const rows = await db().selectFrom('html_content').selectAll().execute();
    for (const key of LEGAL_CONTENT_KEYS) {
      expect(
        rows
          .filter((row) => row.name === key)
          .map((row) => row.language_id)
          .sort(),
      ).toEqual(['en', 'vi']);
    }
    for (const row of rows) expect(row.detail).not.toMatch(DANGEROUS);
  });

  it('writes the posts of every template page (requirements §2 service pages) in Vietnamese and English', async () => {
    const templates = [
      'e-menu',
      'e-visa',
      'e-sim',
      'mobile',
      'flights-operation-certificate',
      'hdss-direct',
      'modal-checkout-mobile',
    ];
    const rows = await db()
      .selectFrom('content_item')
      .innerJoin('content_text', (join) =>
        join
          .onRef('content_text.kind', '=', 'content_item.kind')
          .onRef('content_text.key', '=', 'content_item.key'),
      )
      .select([
        'content_item.parent_key as template',
        'content_item.key',
        'content_text.language_id as language',
      ])
      .where('content_item.kind', '=', 'templatePost')
      .execute();
    for (const template of templates) {
      const posts = rows.filter((row) => row.template === template);
      expect(posts.length, template).toBeGreaterThan(0);
      for (const key of new Set(posts.map((post) => post.key))) {
        expect(
          posts.filter((post) => post.key === key).map((post) => post.language),
          key,
        ).toEqual(expect.arrayContaining(['en', 'vi']));
      }
    }
  });

  it('updates what an edit changed, deletes what was removed, and leaves the rest untouched', async () => {
    const content = copy();
    editJson(content.path('home/awards.json'), (json) => {
      const award = json.items[0] as { texts: { en: { name: string } } };
      award.texts.en.name = 'Best low-cost airline in South-East Asia';
      json.items.splice(1, 1);
    });
    rmSync(content.path('news/packing-7kg.json'));
    rmSync(content.path('news/packing-7kg.vi.html'));
    rmSync(content.path('news/packing-7kg.en.html'));
    const before = await snapshot();

    const report = await importContent(db(), { dir: content.dir, now: LATER });
    expect(report.texts.updated).toBe(1);
    expect(report.items.deleted).toBe(2);
    expect(report.texts.deleted).toBe(4);
    // The awards after the removed one move up a place; nothing else changes.
    expect(report.items.updated).toBe(6);
    expect(report.items.inserted + report.texts.inserted).toBe(0);

    const after = await snapshot();
    const award = after.texts.find(
      (row) => row.kind === 'award' && row.key === 'best-lcc-vietnam-2026' && row.language_id === 'en',
    );
    expect(award?.updated_at).toBe(LATER.toISOString());
    expect(JSON.parse(award?.fields ?? '{}')).toMatchObject({
      name: 'Best low-cost airline in South-East Asia',
    });
    expect(after.items.some((row) => row.key === 'packing-7kg')).toBe(false);
    expect(after.texts.some((row) => row.key === 'packing-7kg')).toBe(false);
    // Rows nobody touched keep their last change time.
    const untouched = (rows: typeof before.texts) => rows.filter((row) => row.kind === 'faq');
    expect(untouched(after.texts)).toEqual(untouched(before.texts));

    // Back to the repository's content: the removed rows return, the edit is undone.
    const restored = await importContent(db(), { now: LATER });
    expect(restored.items.inserted).toBe(2);
    expect(restored.texts.updated).toBe(1);
  });

  it('sanitizes HTML: script tags, event handlers and javascript: URLs never survive', async () => {
    const content = copy();
    writeFileSync(
      content.path('news/da-nang-48-hours.en.html'),
      `<h1 onclick="steal()">48 hours in Da Nang</h1>
<p onmouseover="steal()">Beach <a href="javascript:alert(1)">first</a>, <a href="JaVaScRiPt:alert(2)">then</a> food.</p>
<script>alert(document.cookie)</script><img src="x" onerror="alert(3)"><iframe src="/"></iframe>
<p style="color:red">See the <a href="/information/check-in">check-in rules</a>.</p>`,
    );
    editJson(content.path('faq/questions/baggage.json'), (json) => {
      const question = json.items[0] as { texts: { vi: { answer: string } } };
      question.texts.vi.answer =
        '<p>7 kg <svg onload="alert(4)"></svg><a href=" javascript:alert(5)">x</a></p>';
    });
    await importContent(db(), { dir: content.dir, now: LATER });

    const post = await db()
      .selectFrom('content_text')
      .select('fields')
      .where('kind', '=', 'post')
      .where('key', '=', 'da-nang-48-hours')
      .where('language_id', '=', 'en')
      .executeTakeFirstOrThrow();
    const { title, body } = JSON.parse(post.fields) as { title: string; body: string };
    expect(title).toBe('48 hours in Da Nang');
    expect(body).not.toMatch(DANGEROUS);
    expect(body).not.toMatch(/<img|<iframe|style=|alert/);
    expect(body).toContain('<a href="/information/check-in">check-in rules</a>');
    const answer = await db()
      .selectFrom('content_text')
      .select('fields')
      .where('kind', '=', 'faq')
      .where('key', '=', 'baggage-cabin-allowance')
      .where('language_id', '=', 'vi')
      .executeTakeFirstOrThrow();
    expect(answer.fields).not.toMatch(/<svg|onload|javascript:|alert/i);
  });

  it('refuses a redirect URL, a deep link or a popup URL outside the allow-list and writes nothing', async () => {
    await importContent(db(), { now: LATER });
    const before = await snapshot();
    const cases: [string, (json: { items: Record<string, unknown>[] }) => void, RegExp][] = [
      [
        'site/menus.json',
        (json) => {
          json.items[0] = { ...json.items[0], redirectUrl: 'https://evil.example.com/login' };
        },
        /site\/menus\.json: menu plan-book: redirectUrl: link not allowed.*evil\.example\.com/,
      ],
      [
        'home/banners.json',
        (json) => {
          json.items[0] = { ...json.items[0], url: 'javascript:alert(1)' };
        },
        /home\/banners\.json: banner home-tet-sale: url: link not allowed/,
      ],
      [
        'home/popups.json',
        (json) => {
          json.items[0] = { ...json.items[0], url: 'http://www.skybook.vn/' };
        },
        /home\/popups\.json: popup home-tet-desktop: url: link not allowed/,
      ],
      [
        'site/url-mappings.json',
        (json) => {
          json.items[0] = { ...json.items[0], newUrl: '//evil.example.com/' };
        },
        /site\/url-mappings\.json: urlMapping \/Default\.aspx: newUrl: link not allowed/,
      ],
    ];
    for (const [file, edit, message] of cases) {
      const content = copy();
      editJson(content.path(file), edit);
      const error = await importContent(db(), { dir: content.dir, now: LATER }).catch(
        (caught: unknown) => caught,
      );
      expect(error, file).toBeInstanceOf(ContentImportError);
      expect((error as ContentImportError).message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists every problem of a broken folder: missing texts, unknown references, images, duplicate slugs', async () => {
    const content = copy();
    editJson(content.path('home/awards.json'), (json) => {
      const award = json.items[0] as { texts: Record<string, unknown>; image: string };
      delete award.texts.en;
      award.image = 'awards/none.svg';
    });
    editJson(content.path('faq/categories.json'), (json) => {
      const [first, second] = json.items as { texts: { vi: { slug: string } } }[];
      if (first && second) second.texts.vi.slug = first.texts.vi.slug;
    });
    writeFileSync(
      content.path('images/icons/bad.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    editJson(content.path('site/menus.json'), (json) => {
      json.items.push({
        key: 'broken',
        type: 'Page',
        page: 'no-such-page',
        texts: { vi: { menuName: 'x' } },
      });
    });
    const error = await importContent(db(), { dir: content.dir, now: LATER }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentImportError);
    const problems = (error as ContentImportError).problems.join('\n');
    expect(problems).toMatch(/award best-lcc-vietnam-2026: needs en texts/);
    expect(problems).toMatch(
      /award best-lcc-vietnam-2026: image: no such file in content\/images: awards\/none\.svg/,
    );
    expect(problems).toMatch(
      /faqCategory changes-refunds: vi slug dat-cho-thanh-toan is also booking-payment's/,
    );
    expect(problems).toMatch(/images\/icons\/bad\.svg: scripts/);
    expect(problems).toMatch(/menu broken: no page no-such-page/);
    expect(problems).toMatch(/menu broken: needs en texts/);
  });

  it('writes the e-menu as PDF files whose cross-reference table points at every object', async () => {
    for (const language of ['vi', 'en']) {
      const asset = await db()
        .selectFrom('content_asset')
        .selectAll()
        .where('path', '=', emenuPdfPath(language))
        .executeTakeFirstOrThrow();
      expect(asset.media_type).toBe('application/pdf');
      const pdf = Buffer.from(asset.body, 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      const start = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
      const table = pdf.slice(start).split('\n');
      const size = Number(table[1]?.split(' ')[1]);
      for (let object = 1; object < size; object += 1) {
        const offset = Number(table[2 + object]?.slice(0, 10));
        expect(pdf.startsWith(`${object} 0 obj`, offset), `object ${object}`).toBe(true);
      }
      expect(pdf).toContain(language === 'vi' ? '(Pho bo Ha Noi) Tj' : '(Hanoi beef pho) Tj');
    }
  });
});
