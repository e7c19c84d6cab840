/** Vocabularies of passenger forms (requirements §3), as const tuples for `z.enum(...)` and switches. */

/** The three passenger counts of a booking: adults (12+), children (2–11), infants (under 2). */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Fare a seated passenger pays (infants hold no fare of their own). */
export const FARE_APPLICABILITIES = ['adult', 'child'] as const;
export type FareApplicability = (typeof FARE_APPLICABILITIES)[number];

/** Titles a passenger form offers. */
export const TITLES = ['Mr', 'Mrs', 'Ms'] as const;
export type Title = (typeof TITLES)[number];

/** Genders a passenger form offers. */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** How an emergency contact is related to the passenger. */
export const EMERGENCY_RELATIONS = [
  'couple',
  'parents',
  'children',
  'siblings',
  'guardian',
  'relative',
  'friend',
  'other',
] as const;
export type EmergencyRelation = (typeof EMERGENCY_RELATIONS)[number];
