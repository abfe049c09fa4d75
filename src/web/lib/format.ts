// One euro formatter for the app and the server's mails (DECISIONS #3).
export { formatEuro } from '../../shared/domain/money';

/**
 * "kids beds" -> "Kids Beds". Only first letters change, so names such as
 * "MDF boards" keep their capitals.
 */
export function capitaliseWords(value: string): string {
  return value.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
