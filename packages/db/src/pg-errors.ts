/** PostgreSQL error codes the API turns into catalogue errors instead of a 500. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** Which form field a unique constraint guards, so 'already exists' can name it. */
export const UNIQUE_FIELDS: Record<string, string> = {
  employees_company_code_uq: 'employeeId',
  employees_citizen_id_uq: 'citizenId',
  employees_sso_number_uq: 'ssoNumber',
  employees_passport_uq: 'passportNumber',
  employees_cambodian_id_uq: 'cambodianId',
  employee_bank_accounts_number_uq: 'accountNumber',
  employee_languages_uq: 'language',
  employee_parents_kind_uq: 'kind',
  salary_periods_company_month_kind_uq: 'month',
  eslip_periods_company_month_uq: 'month',
};

/**
 * Which form field a foreign key of a master fills, keyed by the start of drizzle's constraint
 * name (`<table>_<column>_`), so pointing at a row that does not exist is reported on that field.
 */
export const FK_FIELDS: Record<string, string> = {};
export const fkField = (constraint: string | undefined) =>
  constraint ? Object.entries(FK_FIELDS).find(([prefix]) => constraint.startsWith(prefix))?.[1] : undefined;

/** A string property of a driver error (either driver; drizzle may wrap it as `cause`). */
function errorProp(err: unknown, key: 'code' | 'constraint' | 'message', accept: (v: string) => boolean): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const v = (e as Record<string, unknown>)[key];
    if (typeof v === 'string' && accept(v)) return v;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a driver error. */
export const pgErrorCode = (err: unknown) => errorProp(err, 'code', (v) => /^[0-9A-Z]{5}$/.test(v));
/** The constraint a driver error names. */
export const pgConstraint = (err: unknown) => errorProp(err, 'constraint', () => true);
/** True when a foreign key failed because the row written points at nothing (not a delete of a row in use). */
export const pgMissingParent = (err: unknown) => !!errorProp(err, 'message', (v) => /^insert or update on table/.test(v));

/** Rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, which the shared type hides. */
export async function queryRows<T>(db: { execute: (q: never) => Promise<unknown> }, query: unknown): Promise<T[]> {
  const res = (await db.execute(query as never)) as { rows: T[] };
  return res.rows;
}
