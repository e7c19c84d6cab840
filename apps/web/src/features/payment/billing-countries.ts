/**
 * Countries a card's billing address may be in, as ISO 3166-1 alpha-2 codes, named in the page's
 * language by Intl.DisplayNames: the requirements §3 countries first served, then the markets the network
 * reaches and the usual issuing countries of visitors' cards.
 */
export const BILLING_COUNTRIES = [
  'VN',
  'TH',
  'SG',
  'CN',
  'TW',
  'JP',
  'KR',
  'HK',
  'AU',
  'KZ',
  'IN',
  'ID',
  'MY',
  'PH',
  'KH',
  'LA',
  'MM',
  'NZ',
  'US',
  'CA',
  'GB',
  'FR',
  'DE',
  'IT',
  'ES',
  'NL',
  'CH',
  'RU',
  'AE',
  'QA',
] as const;
