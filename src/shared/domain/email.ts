/**
 * Email addresses that cannot pass for someone else's (docs/decisions/0026): compared and
 * stored in one form — Unicode NFKC (full-width "ｔｒａｄｅ" is "trade"), trimmed, lower
 * case — and refused when they hold characters nobody sees (a zero-width space) or
 * letters of two alphabets ("trаde" with a Cyrillic "а" looks exactly like "trade").
 */

export const EMAIL_INVISIBLE =
  'An email address cannot contain invisible characters. Please type it again.';
export const EMAIL_MIXED_SCRIPTS =
  'An email address cannot mix alphabets (such as Latin and Cyrillic letters). Please type it again.';

/** The form addresses are compared and stored in. */
export const normaliseEmail = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** Format (Cf), control (Cc) and other invisible characters, and any space inside. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Cherokee'] as const;
const SCRIPT_OF = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** Why a (normalised) address could pass for another, or undefined when it cannot. */
export function lookAlikeProblem(address: string): string | undefined {
  if (INVISIBLE.test(address)) return EMAIL_INVISIBLE;
  const scripts = new Set<string>();
  for (const letter of address.match(/\p{L}/gu) ?? []) {
    scripts.add(SCRIPT_OF.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'other');
  }
  return scripts.size > 1 ? EMAIL_MIXED_SCRIPTS : undefined;
}
