/**
 * A parameter as an SQL literal, for PGlite's EXECUTE (which takes no bind parameters)
 * and for statements planned for their values (ReadOptions.customPlan). Quotes are
 * doubled, and a string with a backslash is written as an escape string with its
 * backslashes doubled too, so text from users cannot end the literal whatever
 * standard_conforming_strings says; a negative number is parenthesised, so it cannot
 * make a comment after a minus; anything but a plain value is refused.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value < 0 ? `(${value})` : String(value);
  }
  if (typeof value === 'string' && !value.includes('\0')) {
    const quoted = value.replaceAll("'", "''");
    return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
  }
  throw new Error(`Unsupported parameter for a prepared statement: ${typeof value}`);
}

/**
 * The statement's text with every parameter written in as a literal. Parameters are
 * `$n` in Drizzle's text, and the repositories' own SQL has no `$` of its own.
 */
export function withValues(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}
