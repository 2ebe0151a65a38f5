import { getCountries } from 'libphonenumber-js/min';

/** The countries most staff come from (Thailand, Cambodia, Myanmar), listed first in country selects. */
export const FIRST_COUNTRIES = ['TH', 'KH', 'MM'] as const;

/**
 * ISO 3166-1 alpha-2 codes an address may be in: libphonenumber's list (every country and territory
 * with a numbering plan), which the phone rules already ship, so no second country table is kept.
 * Names are in countries.json of each language (scripts/build-country-names.ts).
 */
export const COUNTRY_CODES = [
  ...FIRST_COUNTRIES,
  ...getCountries().filter((c) => !(FIRST_COUNTRIES as readonly string[]).includes(c)),
] as [string, ...string[]];

export const THAILAND = 'TH';
