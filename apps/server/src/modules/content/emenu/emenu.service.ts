import type {
  EmenuCatalogueDto,
  EmenuCategoryDto,
  EmenuConditionDto,
  EmenuItemDto,
} from '@skybook/contracts/content-store';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { convertMoney, money, type ExchangeRate } from '@skybook/domain/money';
import { matchesSearch } from '@skybook/domain/text-search';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import { ContentReader, type ContentEntry } from '../content-reader';
import { findVndRate } from './emenu.repository';

/** The e-menu in one language and currency, ready to be cut by category, condition or name. */
interface Catalogue {
  languageId: string;
  currency: CurrencyCode;
  footnote: string;
  categories: EmenuCategoryDto[];
  conditions: EmenuConditionDto[];
}

/**
 * The e-menu's catalogue (requirements §7 categories, items, items/condition): the content store's menu
 * with its texts in the asked language (English, then Vietnamese, where it has none) and its VND
 * prices in the asked currency.
 */
export class EmenuService {
  readonly #reader: ContentReader;

  constructor(private readonly db: Kysely<Database>) {
    this.#reader = new ContentReader(db);
  }

  /** Every category with the items whose name holds `name` (all for a blank one); empty ones left out. */
  async catalogue(
    language: Language,
    currencyText: string | undefined,
    name = '',
  ): Promise<EmenuCatalogueDto> {
    const menu = await this.#load(language, currencyText);
    const categories = menu.categories
      .map((category) => ({
        ...category,
        items: category.items.filter((item) => matchesSearch(name, [item.name])),
      }))
      .filter((category) => category.items.length > 0);
    return {
      languageId: menu.languageId,
      currency: menu.currency,
      name,
      categories,
      conditions: menu.conditions,
      total: categories.reduce((sum, category) => sum + category.items.length, 0),
      footnote: menu.footnote,
    };
  }

  /** One category with its items. @throws AppError 404 EMENU_CATEGORY_NOT_FOUND for an unknown id. */
  async category(id: string, language: Language, currencyText: string | undefined) {
    const menu = await this.#load(language, currencyText);
    const category = menu.categories.find((candidate) => candidate.id === id);
    if (!category) throw appError('EMENU_CATEGORY_NOT_FOUND', { details: { id } });
    return { languageId: menu.languageId, currency: menu.currency, category };
  }

  /** A condition and the items meeting it. @throws AppError 404 EMENU_CONDITION_NOT_FOUND for an unknown id. */
  async condition(id: string, language: Language, currencyText: string | undefined) {
    const menu = await this.#load(language, currencyText);
    const condition = menu.conditions.find((candidate) => candidate.id === id);
    if (!condition) throw appError('EMENU_CONDITION_NOT_FOUND', { details: { id } });
    const items = menu.categories.flatMap((category) =>
      category.items.filter((item) => item.conditions.some((met) => met.id === id)),
    );
    return { languageId: menu.languageId, currency: menu.currency, condition, items };
  }

  async #load(language: Language, currencyText: string | undefined): Promise<Catalogue> {
    const currency = currencyText === undefined || currencyText === '' ? 'VND' : toCurrencyCode(currencyText);
    if (!currency) throw appError('INVALID_CURRENCY', { details: { currency: currencyText } });
    const [entry] = await this.#reader.list('emenu', language);
    const rate = await findVndRate(this.db, currency);
    // A currency the rates table has no rate for is not one the site can price in.
    if (!rate) throw appError('INVALID_CURRENCY', { details: { currency } });
    if (!entry) return { languageId: language, currency, footnote: '', categories: [], conditions: [] };
    return toCatalogue(entry, currency, rate);
  }
}

function toCatalogue(entry: ContentEntry<'emenu'>, currency: CurrencyCode, rate: ExchangeRate): Catalogue {
  const { attributes, text } = entry;
  const conditions = attributes.conditions.map((id) => ({
    id,
    name: text.conditions[id]?.name ?? id,
    description: text.conditions[id]?.description ?? '',
  }));
  const conditionOrder = new Map(attributes.conditions.map((id, index) => [id, index]));
  const categories = attributes.sections.map((section) => ({
    id: section.key,
    name: text.sections[section.key] ?? section.key,
    items: section.items.map((item): EmenuItemDto => ({
      id: item.key,
      categoryId: section.key,
      name: text.items[item.key]?.name ?? item.key,
      description: text.items[item.key]?.description ?? '',
      image: item.image,
      price: {
        currency,
        amount: convertMoney(money(item.price, attributes.currency), currency, rate).amountMinor,
      },
      conditions: [...item.conditions]
        .sort((a, b) => (conditionOrder.get(a) ?? 0) - (conditionOrder.get(b) ?? 0))
        .map((id) => ({ id, name: text.conditions[id]?.name ?? id })),
    })),
  }));
  return { languageId: entry.languageId, currency, footnote: text.footnote, categories, conditions };
}
