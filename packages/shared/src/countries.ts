// The countries a buyer may declare as their residence, and whose codes an offer profile lists
// (packages/contracts/config/<chainId>.json, `offer`): ISO 3166-1 alpha-2, the 249 officially
// assigned codes as Debian's iso-codes 4.15 (iso_3166-1.json) and the tz database's
// iso3166.tab list them. Names are never written here: Intl.DisplayNames gives them, in the
// reader's language, so no name can drift from its code. Free of zod, so a page's first load
// can take it.

import { currentFormatLocale } from './format';

// Sixteen a line: Prettier would give each code its own line.
// prettier-ignore
/** ISO 3166-1 alpha-2 codes, in alphabetical order. */
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

export type CountryCode = (typeof countryCodes)[number];

const known: ReadonlySet<string> = new Set(countryCodes);

/** True for an assigned ISO 3166-1 alpha-2 code, in capitals ("DE"; not "de", "EU" or "UK"). */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && known.has(value);
}

// One formatter per language, made when first asked for.
const names = new Map<string, Intl.DisplayNames>();

/**
 * The country's name as the reader's browser (or Node) names it in the language numbers and dates
 * are written in (format.ts's setFormatLocale: the site's page language; English for the API):
 * "Germany", "Deutschland".
 */
export function countryName(code: CountryCode): string {
  const locale = currentFormatLocale();
  let formatter = names.get(locale);
  if (!formatter) {
    formatter = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    names.set(locale, formatter);
  }
  return formatter.of(code) ?? code;
}

/**
 * The countries of `codes` (every country by default), sorted by their names as the reader's
 * language sorts them ("Österreich" among the O in German, after "Z" in Swedish), for a select or
 * a list.
 */
export function countriesByName(
  codes: readonly CountryCode[] = countryCodes,
): { code: CountryCode; name: string }[] {
  const collator = new Intl.Collator(currentFormatLocale());
  return codes
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
