/**
 * Eircodes (docs/decisions/0025): a routing key — a letter and two digits ("D02",
 * "A92", "H91"), or "D6W" — then a unique identifier of four letters or digits. Taken
 * in any case and spacing ("h91e2k3", "H91 E2K3"), stored in one form: "H91 E2K3".
 */

export const EIRCODE_MESSAGE =
  'Enter an Eircode such as H91 E2K3: a routing key (a letter and two digits, or D6W), then four letters or digits.';

const EIRCODE = /^([A-Z]\d{2}|D6W)([A-Z\d]{4})$/;

/** The Eircode in its stored form, or undefined when `text` does not have its shape. */
export function normaliseEircode(text: string): string | undefined {
  const match = EIRCODE.exec(text.replace(/[\s-]+/g, '').toUpperCase());
  return match ? `${match[1]} ${match[2]}` : undefined;
}
