import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';
import { ORDER, whereOf, type ProductQuery } from './catalog.repo';

/**
 * A search counts its matches up to this many and one more; more than this many is
 * reported as this many, "at least" (`pagination.totalIsAtLeast`).
 */
export const SEARCH_COUNT_CAP = 500;

/** At most this many words of a search are looked for. */
const MAX_WORDS = 8;

/** How alike (trigram similarity, 0-1) a catalogue word must be to stand for a typed one. */
const NEAR_WORD_SIMILARITY = 0.35;

/** What a search text asks for, once its words have been read against the catalogue's. */
export interface SearchTerms {
  /**
   * One tsquery per word the buyer typed (words are what spaces separate; the parts of
   * one, as in "gas-lift" or "BED-KIL", must all match): each part as a prefix, or when
   * no catalogue word starts with it, also the catalogue words nearest to it
   * (`(kilkeny:* | kilkenny)`).
   */
  words: string[];
  /** The same words, found only in the name, SKU, categories, sizes or fabrics. */
  named: string[];
  /** The text as a piece of a SKU (lower case), when it looks like one. */
  sku: string | undefined;
}

const rowsOf = <T>(db: Database, query: SQL, options: { customPlan?: boolean } = {}) =>
  queryRows<T>(db, query, { ...options, shareQueued: true });

/** A term that may be (part of) a SKU: one token of SKU characters, 3 or more long. */
const skuLike = (text: string) => /^[a-z0-9][a-z0-9._/-]{2,}$/i.test(text);

/** LIKE pattern for a user's text: their % and _ are literal characters. */
const likeText = (text: string) => text.toLowerCase().replace(/[\\%_]/g, '\\$&');

/** Only letters and digits reach to_tsquery, so no text can change its syntax. */
const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

/**
 * The words of a search (letters and digits, accents removed by the database's
 * `unaccent`), each with the catalogue words it may be a mistyping of: only a word of four
 * or more letters that starts no catalogue word is looked up (search_words, trigrams).
 */
export async function readSearchTerms(db: Database, text: string): Promise<SearchTerms> {
  const sku = skuLike(text) ? text.toLowerCase() : undefined;
  const typed = text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((parts) => parts.length > 0)
    .slice(0, MAX_WORDS);
  const parts = typed.flat();
  if (parts.length === 0) return { words: [], named: [], sku };
  // Parts are letters and digits only, so an array literal holds them as they are.
  // Planned each time (customPlan): a statement this small costs more to prepare.
  const rows = await rowsOf<{ part: string; near: string[] | null }>(
    db,
    sql`with w as (select shop_unaccent(t.raw) as part, t.n
          from unnest(${`{${parts.join(',')}}`}::text[]) with ordinality t(raw, n)),
        unknown as (select w.part from w where w.part ~ '^[[:alpha:]]{4,}$'
          and not exists (select 1 from search_words k where k.word like w.part || '%'))
      select w.part,
        (select array_agg(near.word order by near.likeness desc, near.word) from (
          select k.word, similarity(k.word, w.part) as likeness from search_words k
          where w.part in (select part from unknown) and k.word % w.part
          order by likeness desc, k.word limit 3) near
          where near.likeness >= ${NEAR_WORD_SIMILARITY}) as near
      from w order by w.n`,
    { customPlan: true },
  );
  // Each part's lexemes: itself as a prefix, and its nearest catalogue words.
  const lexemes = rows.map(({ part, near }) =>
    isPlainWord(part) ? [`${part}:*`, ...(near ?? []).filter(isPlainWord)] : [],
  );
  const word = (parts: string[][], lexemeOf: (lexeme: string) => string) => {
    const each = parts
      .filter((alternatives) => alternatives.length > 0)
      .map((alternatives) => {
        const any = alternatives.map(lexemeOf);
        return any.length === 1 ? any[0]! : `(${any.join(' | ')})`;
      });
    return each.length > 1 ? `(${each.join(' & ')})` : each[0];
  };
  let next = 0;
  const ofWord = typed.map((w) => lexemes.slice(next, (next += w.length)));
  const found = ofWord.filter((parts) => word(parts, (lexeme) => lexeme) !== undefined);
  return {
    words: found.map((parts) => word(parts, (lexeme) => lexeme)!),
    named: found.map((parts) => word(parts, inNameOrOptions)!),
    sku,
  };
}

/** A lexeme found only in the name, SKU, categories, sizes or fabrics (weights A, B). */
const inNameOrOptions = (lexeme: string) =>
  lexeme.endsWith(':*') ? `${lexeme}AB` : `${lexeme}:AB`;

const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * The matches to rank, best first: products with all the words, then (from three words)
 * all but one, then any; each tier at most SEARCH_COUNT_CAP + 1 of them as the index finds
 * them, and only looked for while the tiers before it hold no more than the cap. The SKU
 * piece beside them.
 */
function candidateTiers(terms: SearchTerms, where: SQL): Array<{ name: SQL; cte: SQL }> {
  const { words } = terms;
  const queries: string[] = [];
  if (words.length) queries.push(words.join(' & '));
  if (words.length >= 3) {
    queries.push(
      words.map((_, skip) => `(${words.filter((__, i) => i !== skip).join(' & ')})`).join(' | '),
    );
  }
  if (words.length >= 2) queries.push(words.join(' | '));
  const cap = sql`limit ${SEARCH_COUNT_CAP + 1}`;
  const name = (i: number) => sql.raw(`t${i}`);
  const tiers = queries.map((query, i) => ({
    name: name(i),
    cte: sql`${name(i)} as materialized (select p.id from products p
      where ${i === 0 ? sql`true` : sql`(select count(*) from ${name(i - 1)}) <= ${SEARCH_COUNT_CAP}`}
        and ${where} and p.search_vector @@ ${tsquery(query)} ${cap})`,
  }));
  if (terms.sku) {
    tiers.push({
      name: sql.raw('t_sku'),
      cte: sql`t_sku as materialized (select p.id from products p
        where ${where} and lower(p.sku) like ${`%${likeText(terms.sku)}%`} ${cap})`,
    });
  }
  return tiers;
}

/**
 * How well a product answers: one point per word it has; among those with as many, the
 * ones with more of them in the name, SKU, categories, sizes or fabrics than only in the
 * description; a SKU that starts with the text (or holds it) above every word match. Then
 * ts_rank (name and SKU count more than categories, sizes and fabrics, which count more
 * than the description).
 */
function relevance(terms: SearchTerms): { score: SQL; rank: SQL } {
  const n = terms.words.length;
  const perWord = terms.words.map((word) => sql`(p.search_vector @@ ${tsquery(word)})::int`);
  // At most n / (n + 1): never worth a word more.
  const named = terms.named.map(
    (word) => sql`(p.search_vector @@ ${tsquery(word)})::int::real / ${n + 1}`,
  );
  const bySku = terms.sku
    ? sql`case when lower(p.sku) like ${`${likeText(terms.sku)}%`} then ${n + 1}
        when lower(p.sku) like ${`%${likeText(terms.sku)}%`} then ${n + 0.5} else 0 end`
    : sql`0`;
  const score = sql.join([...perWord, ...named, bySku], sql` + `);
  const rank = n
    ? sql`ts_rank(p.search_vector, ${tsquery(terms.words.join(' | '))})`
    : sql`0::real`;
  return { score: sql`(${score})::real`, rank };
}

/** Products matching any word of the search (`all`: every word) or its SKU piece. */
function anyMatch(terms: SearchTerms, all = false): SQL {
  const parts: SQL[] = [];
  if (terms.words.length) {
    parts.push(sql`p.search_vector @@ ${tsquery(terms.words.join(all ? ' & ' : ' | '))}`);
  }
  if (terms.sku) parts.push(sql`lower(p.sku) like ${`%${likeText(terms.sku)}%`}`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * The ids of one page of a search and how many products match (at most
 * SEARCH_COUNT_CAP + 1), in one statement planned for its words (customPlan): a
 * generic plan cannot tell a rare word from one every product has. Ranked by relevance
 * (docs/business-rules.md "Search") unless another sort is asked for. Past the cap the
 * listing index of the sort is walked for the page instead, over the products with all
 * the words (newest first, for relevance) or any of them: ranking would need every match
 * of a common word read, and the first 501 the index gives are no better than any other.
 */
export async function findSearchPage(
  db: Database,
  q: ProductQuery,
  terms: SearchTerms,
  byRelevance: boolean,
): Promise<{ ids: number[]; total: number }> {
  const where = whereOf(q);
  const tiers = candidateTiers(terms, where);
  if (tiers.length === 0) return { ids: [], total: 0 };
  const union = sql.join(
    tiers.map((tier) => sql`select id from ${tier.name}`),
    sql` union `,
  );
  const { score, rank } = relevance(terms);
  const page = sql`limit ${q.limit} offset ${q.offset}`;
  // How many have all the words, up to the cap and one more (none without words).
  const allWords = terms.words.length ? sql`(select count(*) from t0)` : sql`0`;
  const ranked = byRelevance ? sql`m.score desc, m.rank desc, ${ORDER.newest}` : ORDER[q.sort];
  const past = byRelevance
    ? sql`${anyMatch(terms, true)} order by ${ORDER.newest}`
    : sql`${anyMatch(terms)} order by ${ORDER[q.sort]}`;
  const [row] = await rowsOf<{ ids: number[] | null; total: number }>(
    db,
    sql`with ${sql.join(
      tiers.map((tier) => tier.cte),
      sql`, `,
    )},
      m as materialized (select p.id, ${score} as score, ${rank} as rank
        from products p where ${allWords} <= ${SEARCH_COUNT_CAP} and p.id in (${union}))
      select case when ${allWords} <= ${SEARCH_COUNT_CAP}
            and (${byRelevance} or (select count(*) from m) <= ${SEARCH_COUNT_CAP})
          then (select array_agg(x.id) from (select p.id from m join products p on p.id = m.id
            order by ${ranked} ${page}) x)
          else (select array_agg(x.id) from (select p.id from products p
            where ${where} and ${past} ${page}) x)
        end as ids,
        greatest((select count(*)::int from m), ${allWords}::int) as total`,
    { customPlan: true },
  );
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

/**
 * Names of products to suggest for a search that found nothing, best first: each typed
 * word's nearest catalogue word (trigrams, however far), and the products with most of them.
 */
export async function findNearestNames(
  db: Database,
  text: string,
  limit: number,
): Promise<string[]> {
  const parts = (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .filter((part) => part.length >= 3)
    .slice(0, MAX_WORDS);
  if (parts.length === 0) return [];
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`with w as (select shop_unaccent(t.raw) as part
          from unnest(${`{${parts.join(',')}}`}::text[]) t(raw)),
        near as (select (select k.word from search_words k where similarity(k.word, w.part) > 0
            order by similarity(k.word, w.part) desc, k.word limit 1) as word
          from w),
        q as (select to_tsquery('simple', string_agg(near.word, ' | ')) as q from near
          where near.word ~ '^[[:alpha:]]+$')
      select p.product_name as name from products p, q
      where p.status <> 'archived' and p.search_vector @@ q.q
      order by ts_rank(p.search_vector, q.q) desc, p.product_name
      limit ${limit}`,
    { customPlan: true },
  );
  return [...new Set(rows.map((r) => r.name))];
}
