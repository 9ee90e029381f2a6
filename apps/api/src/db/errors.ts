/** PostgreSQL's unique_violation, as reported by both pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** PostgreSQL's exclusion_violation: `stay_locks` refused overlapping stays of one listing. */
export function isExclusionViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01'
  );
}
