import { sql } from 'drizzle-orm';
import { employeeTaxDeclarations, queryRows, type DbOrTx } from '@hr/db';
import type { Lang } from '@hr/domain';
import { COMPUTED_ALLOWANCE_CODES, declarationInForce, type TaxDeclarationView } from '@hr/domain/payroll/declarations';
import type { z } from 'zod';
import type { ZTaxDeclarationSave } from '@hr/domain/payroll/declarations';
import { assertNotOwnPay } from '../../platform/own-pay';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { fieldError } from '../../platform/validation-errors';
import { taxAllowances as TA } from '@hr/db';

type Row = { year: number; spouse: boolean; children: number; childrenBornFrom2018: number; parents: number; declared: Record<string, number> | string; updatedAt: Date | string | null };

/** The allowances an amount may be declared for: the master's active codes the calculator does not work out itself. */
async function declarable(db: DbOrTx, lang: Lang) {
  const rows = await queryRows<{ code: string; name: string; capAmount: number | null }>(db, sql`
    SELECT upper(${TA.code}) AS code, ${nameSql(lang, TA)} AS name, ${TA.capAmount}::float8 AS "capAmount" FROM ${TA} WHERE ${TA.active} ORDER BY 1`);
  return rows.filter((r) => !COMPUTED_ALLOWANCE_CODES.has(r.code));
}

async function employeeExists(db: DbOrTx, employeeId: string) {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM employees WHERE id = ${employeeId}`);
  if (!row) throw new AppError('RECORD_GONE');
}

/** An employee's declaration of a tax year (nothing declared yet reads as none); the read is audited. */
export async function readDeclaration(db: DbOrTx, actor: Actor, employeeId: string, year: number): Promise<TaxDeclarationView> {
  await employeeExists(db, employeeId);
  const row = declarationInForce(await queryRows<Row>(db, sql`
    SELECT year, spouse, children, children_born_from_2018 AS "childrenBornFrom2018", parents, declared, updated_at AS "updatedAt"
    FROM employee_tax_declarations WHERE employee_id = ${employeeId} AND year <= ${year}`), year);
  await audit(db, { actorId: actor.id, action: 'payroll.taxDeclaration.read', objectId: 'payroll.salary-period', targetType: 'employee', targetId: employeeId,
    ip: actor.ip, requestId: actor.requestId, detail: { year } });
  return {
    employeeId, year, spouse: row?.spouse ?? false, children: row?.children ?? 0, childrenBornFrom2018: row?.childrenBornFrom2018 ?? 0, parents: row?.parents ?? 0,
    declared: row ? (typeof row.declared === 'string' ? JSON.parse(row.declared) as Record<string, number> : row.declared) : {},
    declarable: await declarable(db, actor.lang), updatedAt: row?.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    fromYear: row?.year ?? null,
  };
}

/** Saves a year's declaration; an amount for a code the master does not let be declared is named. */
export async function saveDeclaration(db: DbOrTx, actor: Actor, v: z.output<typeof ZTaxDeclarationSave>): Promise<TaxDeclarationView> {
  assertNotOwnPay(actor, v.employeeId);
  await employeeExists(db, v.employeeId);
  const allowed = new Set((await declarable(db, actor.lang)).map((d) => d.code));
  const wrong = Object.keys(v.declared).filter((code) => !allowed.has(code));
  if (wrong.length) throw new AppError('VALIDATION', {}, null, wrong.map((code) => fieldError(actor.lang, `declared.${code}`, 'invalid')));
  const declared = Object.fromEntries(Object.entries(v.declared).filter(([, amount]) => amount > 0));
  await db.transaction(async (tx) => {
    await tx.insert(employeeTaxDeclarations).values({
      employeeId: v.employeeId, year: v.year, spouse: v.spouse, children: v.children, childrenBornFrom2018: v.childrenBornFrom2018, parents: v.parents,
      declared, createdBy: actor.id, updatedBy: actor.id,
    }).onConflictDoUpdate({
      target: [employeeTaxDeclarations.employeeId, employeeTaxDeclarations.year],
      set: { spouse: v.spouse, children: v.children, childrenBornFrom2018: v.childrenBornFrom2018, parents: v.parents, declared, updatedBy: actor.id, updatedAt: sql`now()` },
    });
    await audit(tx, { actorId: actor.id, action: 'payroll.taxDeclaration.save', objectId: 'payroll.salary-period', targetType: 'employee', targetId: v.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { year: v.year, spouse: v.spouse, children: v.children, childrenBornFrom2018: v.childrenBornFrom2018, parents: v.parents, declared } });
  });
  return readDeclaration(db, actor, v.employeeId, v.year);
}

/** The declarations in force for a batch of employees in a tax year: each one's newest of that year or earlier (carried forward). */
export async function declarationsFor(db: DbOrTx, ids: string[], year: number) {
  if (!ids.length) return new Map<string, Row & { declared: Record<string, number> }>();
  const rows = await queryRows<Row & { employee_id: string }>(db, sql`
    SELECT employee_id, year, spouse, children, children_born_from_2018 AS "childrenBornFrom2018", parents, declared, updated_at AS "updatedAt"
    FROM employee_tax_declarations WHERE year <= ${year} AND employee_id IN ${ids}`);
  const byEmployee = new Map<string, typeof rows>();
  for (const r of rows) byEmployee.set(r.employee_id, [...(byEmployee.get(r.employee_id) ?? []), r]);
  return new Map([...byEmployee].map(([id, list]) => {
    const r = declarationInForce(list, year)!;
    return [id, { ...r, declared: typeof r.declared === 'string' ? JSON.parse(r.declared) as Record<string, number> : r.declared }];
  }));
}
