/** True for a unique-constraint violation on either dialect (PostgreSQL 23505, SQLite's code). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
