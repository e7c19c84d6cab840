import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The active categories in display order. */
export function listActiveCategories(db: Kysely<Database>) {
  return db
    .selectFrom('happy_return_category')
    .select(['id'])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Category texts in any of `languages`. */
export function listCategoryTexts(db: Kysely<Database>, languages: readonly string[]) {
  return db
    .selectFrom('happy_return_category_text')
    .selectAll()
    .where('language_id', 'in', languages)
    .execute();
}

/** The properties of the active categories (of one when `categoryId` is given), in display order. */
export function listCategoryProperties(db: Kysely<Database>, categoryId?: string) {
  return db
    .selectFrom('happy_return_category_property as link')
    .innerJoin('happy_return_category as category', 'category.id', 'link.category_id')
    .innerJoin('happy_return_property as property', 'property.id', 'link.property_id')
    .select([
      'link.category_id',
      'link.property_id',
      'link.is_required',
      'property.input_type',
      'property.max_length',
    ])
    .where('category.is_active', '=', 1)
    .$if(categoryId !== undefined, (query) => query.where('link.category_id', '=', categoryId ?? ''))
    .orderBy('link.category_id')
    .orderBy('link.sort_order')
    .execute();
}

/** Property names in any of `languages`. */
export function listPropertyTexts(db: Kysely<Database>, languages: readonly string[]) {
  return db
    .selectFrom('happy_return_property_text')
    .selectAll()
    .where('language_id', 'in', languages)
    .execute();
}

/** Every select property's values in display order. */
export function listPropertyValues(db: Kysely<Database>) {
  return db
    .selectFrom('happy_return_property_value')
    .select(['property_id', 'code'])
    .orderBy('property_id')
    .orderBy('sort_order')
    .execute();
}

/** Value labels in any of `languages`. */
export function listPropertyValueTexts(db: Kysely<Database>, languages: readonly string[]) {
  return db
    .selectFrom('happy_return_property_value_text')
    .selectAll()
    .where('language_id', 'in', languages)
    .execute();
}
