/**
 * What a staff correction changed, for the audit: the fields whose value differs, before
 * and after, so that the history shows what was corrected rather than the whole record.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<Record<keyof T, unknown>>,
) {
  const changed = (Object.keys(after) as Array<keyof T>).filter(
    (field) => after[field] !== undefined && after[field] !== before[field],
  );
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}
