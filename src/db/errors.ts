/** The PostgreSQL error `code` anywhere in the chain of causes the driver wrapped it in. */
function hasErrorCode(error: unknown, code: string): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique index refused the row (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, '23505');

/** The table does not exist (PostgreSQL 42P01): a database not yet migrated. */
export const isUndefinedTable = (error: unknown) => hasErrorCode(error, '42P01');

/** PostgreSQL cancelled a statement that ran past its statement_timeout (57014). */
export const isStatementTimeout = (error: unknown) => hasErrorCode(error, '57014');
