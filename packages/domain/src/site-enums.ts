/**
 * Vocabularies of the site outside the booking itself (requirements §3, §4): data-fetch states, content
 * types, markets and loyalty.
 */

/** The state every data fetch exposes (requirements §4, design §3). */
export const FETCH_STATES = ['NotFetch', 'IsFetching', 'IsSuccess', 'IsError'] as const;
export type FetchState = (typeof FETCH_STATES)[number];

/** Where a CMS popup appears; each position shows once per page path per browser session. */
export const POPUP_POSITIONS = ['Middle', 'Bottom_Left', 'Bottom_Right'] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** Kinds of menu item: a content page, a news list (`/news/{slug}`) or a menu of menus. */
export const MENU_TYPES = ['Page', 'List', 'MenuList'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/**
 * Kinds of alert dialog: `error` (titled "Lỗi"), `info` (titled "Thông báo") and `other` for the
 * remaining kinds the requirements leave unnamed ("others").
 */
export const ALERT_TYPES = ['error', 'info', 'other'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Countries the site treats specially (language, currency, content), ISO 3166-1 alpha-2. */
export const COUNTRY_CODES = ['VN', 'TH', 'SG', 'CN', 'TW', 'JP', 'KR', 'HK', 'AU'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The two loyalty schemes a member can belong to. */
export const LOYALTY_SCHEMES = ['Skyclub', 'SkyJoy'] as const;
export type LoyaltyScheme = (typeof LOYALTY_SCHEMES)[number];

/** Kinds of wallet transaction in a member's history. */
export const TRANSACTION_TYPES = ['payment', 'topUp', 'promotion'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
