import { and, eq } from 'drizzle-orm';
import { THAILAND } from '@hr/domain/countries';
import type { EmployeeAddress } from '@hr/domain/employee/address';
import { employeeAddresses, employees, type Db } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { checkThaiAddress, englishNames } from '../address/thai-address';

const PARTS = ['country', 'residenceType', 'addressLine', 'province', 'district', 'subDistrict', 'zipCode', 'city', 'state'] as const;
type Parts = Pick<EmployeeAddress, (typeof PARTS)[number]>;
const partsOf = (v: Parts) => Object.fromEntries(PARTS.map((k) => [k, v[k] ?? null])) as Parts;

/**
 * Saves an employee's current or permanent address (one of each). A Thai address must be one real
 * place of the postal dataset, checked as the company master checks its own; "same as current"
 * copies the current address as it is now (later changes to it are not followed).
 */
export async function saveAddress(db: Db, employeeId: string, v: EmployeeAddress, actor: Actor) {
  return db.transaction(async (tx) => {
    const [e] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update').limit(1);
    if (!e) throw new AppError('RECORD_GONE');
    let parts: Parts;
    if (v.sameAsCurrent) {
      const [current] = await tx.select().from(employeeAddresses).where(and(eq(employeeAddresses.employeeId, employeeId), eq(employeeAddresses.kind, 'current'))).limit(1);
      if (!current) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'sameAsCurrent', 'noCurrentAddress')]);
      parts = partsOf(current as Parts);
    } else {
      parts = partsOf(v);
      const issues = parts.country === THAILAND ? checkThaiAddress(parts) : [];
      if (issues.length) throw new AppError('VALIDATION', {}, null, issues.map((i) => fieldError(actor.lang, i.field, i.code)));
    }
    const values = { ...parts, country: parts.country ?? THAILAND };
    const [row] = await tx.insert(employeeAddresses).values({ employeeId, kind: v.kind, ...values, createdBy: actor.id, updatedBy: actor.id })
      .onConflictDoUpdate({ target: [employeeAddresses.employeeId, employeeAddresses.kind], set: { ...values, updatedAt: new Date(), updatedBy: actor.id } })
      .returning();
    await audit(tx, { actorId: actor.id, action: 'employee.save.address', objectId: 'employee', targetType: 'employee', targetId: employeeId, ip: actor.ip, requestId: actor.requestId, detail: { kind: v.kind, sameAsCurrent: !!v.sameAsCurrent } });
    return row!;
  });
}

/** Addresses as the record shows them: a Thai place's parts also named in English for readers in other languages. */
export function withPlaceLabels<T extends { province: string | null; district: string | null; subDistrict: string | null }>(rows: T[], thai: boolean) {
  return rows.map((r) => {
    const en = thai ? {} : englishNames(r);
    return { ...r, provinceLabel: en.province ?? r.province, districtLabel: en.district ?? r.district, subDistrictLabel: en.subDistrict ?? r.subDistrict };
  });
}
