import { readdirSync, readFileSync } from 'node:fs';
import { LEGAL_CONTENT_KEYS, type LegalContentKey } from '@skybook/contracts/legal-content';
import { isLanguage } from '@skybook/domain/languages';
import type { Kysely, Transaction } from 'kysely';
import { htmlToText, sanitizeCmsHtml } from '../../documents/html/html-sanitizer';
import type { Database } from '../database';
import { seedOnce } from './seed-once';
import type { AncillaryTables } from '../tables/ancillaries';
import { buildAncillaryProducts } from './ancillary-catalogue';
import { buildAncillaryServices } from './ancillary-services';
import { buildInsurancePlans, buildInsurancePremiums } from './insurance-plans';

type HtmlContentRow = AncillaryTables['html_content'];
type AddonRow = AncillaryTables['addon'];

/** The seed_run name of the extras seed (its own, like the promotions' and hot deals'). */
export const ANCILLARIES_SEED_NAME = 'ancillaries';

/**
 * The legal texts shipped with the server, one file per key and language
 * (`<key>.<language>.html`, a first `<h1>` giving the title), kept in the repository so the
 * content import can take them over later.
 */
export const LEGAL_CONTENT_DIR = new URL('../../../content/legal/', import.meta.url);

const HEADING = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i;

/** A legal file's title (its first `<h1>`, as text) and its body, sanitized, without that heading. */
export function parseLegalHtml(source: string): { title: string; detail: string } {
  const heading = HEADING.exec(source);
  if (!heading) throw new Error('A legal text starts with an <h1> title');
  const title = htmlToText(heading[1] ?? '');
  const detail = sanitizeCmsHtml(source.replace(HEADING, ''));
  if (title === '' || detail === '') throw new Error('A legal text needs a title and a body');
  return { title, detail };
}

/**
 * Every `<key>.<language>.html` of `dir` as html_content rows. Each legal-content key must have a
 * Vietnamese and an English text; other site languages are optional (they fall back to English).
 */
export function readLegalContent(dir: URL, updatedAt: string): HtmlContentRow[] {
  const rows: HtmlContentRow[] = [];
  for (const file of readdirSync(dir).sort()) {
    const match = /^([A-Za-z]+)\.([A-Za-z-]+)\.html$/.exec(file);
    if (!match) continue;
    const [, name = '', language = ''] = match;
    if (!(LEGAL_CONTENT_KEYS as readonly string[]).includes(name) || !isLanguage(language)) {
      throw new Error(`Unexpected legal content file ${file}`);
    }
    const { title, detail } = parseLegalHtml(readFileSync(new URL(file, dir), 'utf8'));
    rows.push({ name, language_id: language, title, detail, updated_at: updatedAt });
  }
  const missing = LEGAL_CONTENT_KEYS.flatMap((key: LegalContentKey) =>
    ['vi', 'en']
      .filter((language) => !rows.some((row) => row.name === key && row.language_id === language))
      .map((language) => `${key}.${language}.html`),
  );
  if (missing.length > 0) throw new Error(`Missing legal content: ${missing.join(', ')}`);
  return rows;
}

/** Partner add-ons linked from /select-service, in order; urls are site paths without the language. */
export function buildAddons(): AddonRow[] {
  const addon = (
    order: number,
    code: string,
    [nameVi, nameEn]: [string, string],
    [descriptionVi, descriptionEn]: [string, string],
    url: string,
  ): AddonRow => ({
    code,
    name_vi: nameVi,
    name_en: nameEn,
    description_vi: descriptionVi,
    description_en: descriptionEn,
    image_path: `/cms/images/addons/${code}.svg`,
    url,
    sort_order: order * 10,
    is_active: 1,
  });
  return [
    addon(
      1,
      'esim',
      ['eSIM du lịch', 'Travel eSIM'],
      [
        'Dữ liệu di động tại hơn 30 điểm đến châu Á và Úc, cài trước khi bay.',
        'Mobile data in over 30 destinations in Asia and Australia, installed before you fly.',
      ],
      '/e-sim',
    ),
    addon(
      2,
      'evisa',
      ['Thị thực điện tử', 'E-visa'],
      [
        'Hướng dẫn xin thị thực điện tử cho các điểm đến của Skybook.',
        'How to apply for an e-visa to Skybook destinations.',
      ],
      '/e-visa',
    ),
    addon(
      3,
      'emenu',
      ['Thực đơn trên không', 'In-flight menu'],
      [
        'Xem trước món ăn, đồ uống và quà tặng bán trên chuyến bay.',
        'See the food, drinks and gifts sold on board before you fly.',
      ],
      '/e-menu',
    ),
  ];
}

export interface AncillariesSeedReport {
  services: number;
  products: number;
  insurancePlans: number;
  insurancePremiums: number;
  htmlContents: number;
  addons: number;
}

/**
 * Writes the extras catalogue, insurance, legal texts and add-ons once, with their own seed_run
 * row, so a database seeded before they existed gets them on its next start and what the airline
 * later edits or deletes is never brought back. Concurrent callers serialise on the write
 * transaction; the loser's inserts do nothing on conflict.
 */
export async function seedAncillaries(
  db: Kysely<Database>,
  options: { now: Date; legalDir?: URL },
): Promise<AncillariesSeedReport> {
  return seedOnce(db, { name: ANCILLARIES_SEED_NAME, now: options.now }, () => {
    const now = options.now.toISOString();
    const services = buildAncillaryServices();
    const products = buildAncillaryProducts(options.now);
    const plans = buildInsurancePlans();
    const premiums = buildInsurancePremiums();
    const contents = readLegalContent(options.legalDir ?? LEGAL_CONTENT_DIR, now);
    const addons = buildAddons();
    const report: AncillariesSeedReport = {
      services: services.length,
      products: products.length,
      insurancePlans: plans.length,
      insurancePremiums: premiums.length,
      htmlContents: contents.length,
      addons: addons.length,
    };
    const write = async (trx: Transaction<Database>): Promise<void> => {
      await trx
        .insertInto('ancillary_service')
        .values(services)
        .onConflict((conflict) => conflict.column('service_type').doNothing())
        .execute();
      await trx
        .insertInto('ancillary_product')
        .values(products)
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
      await trx
        .insertInto('insurance_plan')
        .values(plans)
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
      await trx
        .insertInto('insurance_premium')
        .values(premiums)
        .onConflict((conflict) => conflict.columns(['plan_code', 'min_age', 'min_days']).doNothing())
        .execute();
      await trx
        .insertInto('html_content')
        .values(contents)
        .onConflict((conflict) => conflict.columns(['name', 'language_id']).doNothing())
        .execute();
      await trx
        .insertInto('addon')
        .values(addons)
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
    };
    return { report, write };
  });
}
