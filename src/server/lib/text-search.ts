import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Irish names are typed with and without their fadas: "Ní Bhriain", "Ni Bhriain".
const FADAS = 'áéíóúÁÉÍÓÚ';
const PLAIN = 'aeiouAEIOU';

/** `text` inside a LIKE pattern: its own %, _ and \ match only themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const withoutFadas = (text: string) =>
  text.replace(/[áéíóúÁÉÍÓÚ]/g, (letter) => PLAIN[FADAS.indexOf(letter)]!);

/**
 * Whether `column` contains `search`, whatever the case and the fadas (staff searching
 * names, companies, cities). The same on PGlite and PostgreSQL: no extension needed.
 */
export function looselyContains(column: AnyColumn, search: string): SQL {
  const pattern = `%${escapeLike(withoutFadas(search))}%`;
  return sql`translate(${column}, ${FADAS}, ${PLAIN}) ilike ${pattern}`;
}
