import type {
  CategoryListDto,
  HappyReturnRulesContext,
  PropertyListDto,
  PropertyRule,
} from '@skybook/contracts/happy-returns';
import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { languageFallbacks } from '../../i18n/language-id';
import {
  listActiveCategories,
  listCategoryProperties,
  listCategoryTexts,
  listPropertyTexts,
  listPropertyValueTexts,
  listPropertyValues,
} from './catalogue.repository';

/** The best row per key: the one whose language comes first in `order` (language, en, vi). */
function bestByLanguage<R extends { language_id: string }>(
  rows: readonly R[],
  order: readonly string[],
  key: (row: R) => string,
): Map<string, R> {
  const best = new Map<string, R>();
  for (const row of rows) {
    const current = best.get(key(row));
    if (!current || order.indexOf(row.language_id) < order.indexOf(current.language_id))
      best.set(key(row), row);
  }
  return best;
}

/** Names of categories, properties and values in one language (after fallback), for item views. */
export interface CatalogueLabels {
  categoryName(categoryId: string): string;
  propertyName(propertyId: string): string;
  /** A select property's value label; a text property's value as written. */
  valueLabel(propertyId: string, value: string): string;
  /** The property ids of a category in display order. */
  propertyOrder(categoryId: string): readonly string[];
}

/**
 * The lost-and-found catalogue (GET /v1/category, GET /v1/properties) in a language, each text
 * falling back to English, then Vietnamese; and the catalogue as the form rules and item views
 * need it. Read from the database on each call: the tables are a few hundred rows.
 */
export class HappyReturnCatalogue {
  constructor(private readonly db: Kysely<Database>) {}

  async categories(language: Language): Promise<CategoryListDto> {
    const order = languageFallbacks(language);
    const [categories, texts] = await Promise.all([
      listActiveCategories(this.db),
      listCategoryTexts(this.db, order),
    ]);
    const best = bestByLanguage(texts, order, (row) => row.category_id);
    return {
      languageId: language,
      categories: categories.flatMap((category) => {
        const text = best.get(category.id);
        return text
          ? [
              {
                id: category.id,
                name: text.name,
                description: text.description,
                languageId: text.language_id,
              },
            ]
          : [];
      }),
    };
  }

  /** The properties of an active category; undefined when there is no such category. */
  async properties(categoryId: string, language: Language): Promise<PropertyListDto | undefined> {
    const categories = await listActiveCategories(this.db);
    if (!categories.some((category) => category.id === categoryId)) return undefined;
    const order = languageFallbacks(language);
    const [links, names, values, labels] = await Promise.all([
      listCategoryProperties(this.db, categoryId),
      listPropertyTexts(this.db, order),
      listPropertyValues(this.db),
      listPropertyValueTexts(this.db, order),
    ]);
    const bestName = bestByLanguage(names, order, (row) => row.property_id);
    const bestLabel = bestByLanguage(labels, order, (row) => `${row.property_id}:${row.value_code}`);
    return {
      categoryId,
      languageId: language,
      properties: links.map((link) => ({
        id: link.property_id,
        name: bestName.get(link.property_id)?.name ?? link.property_id,
        inputType: link.input_type === 'text' ? 'text' : 'select',
        isRequired: link.is_required === 1,
        maxLength: link.input_type === 'text' ? link.max_length : null,
        values: values
          .filter((value) => value.property_id === link.property_id)
          .map((value) => ({
            code: value.code,
            label: bestLabel.get(`${value.property_id}:${value.code}`)?.label ?? value.code,
          })),
      })),
    };
  }

  /** What the inquiry and search rules check against: today and every active category's properties. */
  async rulesContext(today: IsoDate): Promise<HappyReturnRulesContext> {
    const [categories, links, values] = await Promise.all([
      listActiveCategories(this.db),
      listCategoryProperties(this.db),
      listPropertyValues(this.db),
    ]);
    const valuesOf = new Map<string, Set<string>>();
    for (const value of values) {
      const set = valuesOf.get(value.property_id) ?? new Set<string>();
      set.add(value.code);
      valuesOf.set(value.property_id, set);
    }
    const rules = new Map<string, PropertyRule[]>(categories.map((category) => [category.id, []]));
    for (const link of links) {
      rules.get(link.category_id)?.push({
        id: link.property_id,
        inputType: link.input_type === 'text' ? 'text' : 'select',
        isRequired: link.is_required === 1,
        maxLength: link.max_length,
        values: valuesOf.get(link.property_id) ?? new Set(),
      });
    }
    return { today, categories: rules };
  }

  /** Every name and label in `language`, for describing found items. */
  async labels(language: Language): Promise<CatalogueLabels> {
    const order = languageFallbacks(language);
    const [categoryTexts, links, names, labels] = await Promise.all([
      listCategoryTexts(this.db, order),
      listCategoryProperties(this.db),
      listPropertyTexts(this.db, order),
      listPropertyValueTexts(this.db, order),
    ]);
    const category = bestByLanguage(categoryTexts, order, (row) => row.category_id);
    const name = bestByLanguage(names, order, (row) => row.property_id);
    const label = bestByLanguage(labels, order, (row) => `${row.property_id}:${row.value_code}`);
    return {
      categoryName: (id) => category.get(id)?.name ?? id,
      propertyName: (id) => name.get(id)?.name ?? id,
      valueLabel: (propertyId, value) => label.get(`${propertyId}:${value}`)?.label ?? value,
      propertyOrder: (categoryId) =>
        links.filter((link) => link.category_id === categoryId).map((link) => link.property_id),
    };
  }
}
