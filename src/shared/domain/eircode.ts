/**
 * The office and delivery codes of an account (docs/decisions/0025): an Eircode — a
 * routing key, a letter and two digits ("D02", "A92", "H91") or "D6W", then four letters
 * or digits — or, for a customer in Northern Ireland, its postcode ("BT1 5GS"). Taken in
 * any case and spacing ("h91e2k3"), stored in one form: "H91 E2K3", "BT1 5GS".
 */

export const EIRCODE_MESSAGE =
  'Enter an Eircode such as H91 E2K3: a routing key (a letter and two digits, or D6W), then four letters or digits. In Northern Ireland, a postcode such as BT1 5GS.';

const EIRCODE = /^([A-Z]\d{2}|D6W)([A-Z\d]{4})$/;
const NORTHERN_IRISH_POSTCODE = /^(BT\d{1,2})(\d[A-Z]{2})$/;

/** The Eircode (or Northern Irish postcode) in its stored form, or undefined. */
export function normaliseEircode(text: string): string | undefined {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  const match = EIRCODE.exec(compact) ?? NORTHERN_IRISH_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : undefined;
}
