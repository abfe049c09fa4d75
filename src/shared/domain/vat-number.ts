import * as jsvatModule from 'jsvat-next';

// jsvat-next gives the browser build an ES module, and Node its CommonJS build, whose
// exports Node cannot name from an ES module: there they are under `default`.
type Jsvat = typeof jsvatModule;
const jsvat: Jsvat =
  'checkVAT' in jsvatModule ? jsvatModule : (jsvatModule as unknown as { default: Jsvat }).default;
const { checkVAT, countries } = jsvat;

/**
 * VAT numbers of Ireland and the other EU countries (docs/business-rules.md "Companies"):
 * their format and check digits, by jsvat-next. A number typed without its country prefix
 * is read as Irish.
 */
export const VAT_NUMBER_MESSAGE =
  'Enter an Irish or EU VAT number, such as IE1234567T (or leave it blank)';

/** The 27 member states, by jsvat-next's names (it knows others too). */
const EU_MEMBERS = new Set([
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia Republic',
  'Slovenia',
  'Spain',
  'Sweden',
]);
const EU_COUNTRIES = countries.filter((country) => EU_MEMBERS.has(country.name));

/** The number as stored ("IE1234567T"), or undefined when it is no valid EU VAT number. */
export function normaliseVatNumber(text: string): string | undefined {
  const compact = text.replace(/[\s.\-/]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{4,20}$/.test(compact)) return undefined;
  const withCountry = /^[A-Z]{2}/.test(compact) ? compact : `IE${compact}`;
  const result = checkVAT(withCountry, EU_COUNTRIES);
  return result.isValid ? (result.value ?? withCountry) : undefined;
}
