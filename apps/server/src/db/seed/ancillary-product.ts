import type { AncillaryTables } from '../tables/ancillaries';

export type ProductRow = AncillaryTables['ancillary_product'];

/*
 * The one way the catalogue seed builds a product row: the fields a product states, the rest at
 * their usual values (VND, every airport, all year, one per passenger, no terms).
 */

/** Where the pictures of products are served (modules/booking/session/ancillary.routes.ts). */
export const PICTURES = '/booking/images';

export type ProductInput = Pick<ProductRow, 'code' | 'service_type' | 'unit' | 'amount' | 'applies_to'> & {
  name: [string, string];
  description: [string, string];
} & Partial<Omit<ProductRow, 'name_vi' | 'name_en' | 'description_vi' | 'description_en'>>;

const CATEGORY: Readonly<Record<string, string>> = {
  luggage: 'Baggage',
  oversizeLuggage: 'Baggage',
  meal: 'Meal',
  priorityCheckIn: 'Priority',
  airportShuttle: 'Bus',
  flower: 'Flower',
};

/** A product row from what it states; `sortOrder` orders it within its service. */
export function product(sortOrder: number, input: ProductInput): ProductRow {
  const { name, description, ...fields } = input;
  return {
    category: CATEGORY[input.service_type] ?? null,
    image_path: null,
    currency: 'VND',
    min_block_minutes: 0,
    airport_end: null,
    airport_codes: null,
    valid_from: null,
    valid_to: null,
    max_quantity: 1,
    terms_key: null,
    weight_kg: null,
    is_active: 1,
    sort_order: sortOrder,
    name_vi: name[0],
    name_en: name[1],
    description_vi: description[0],
    description_en: description[1],
    ...fields,
  };
}

/** The two price ladders, and the code tag each puts in product codes (`BAG-DOM-20`). */
export type Scope = 'domestic' | 'international';
export const SCOPES: readonly Scope[] = ['domestic', 'international'];
export const tag = (scope: Scope): string => (scope === 'domestic' ? 'DOM' : 'INT');
