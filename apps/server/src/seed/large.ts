import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, departments, type Db } from '@hr/db';
import { hashPassword } from '../platform/tokens';
import { ensureBaseData } from './base-data';
import { buildStaff, insertEmployees, insertPositions, rng } from './demo';
import { DEPARTMENTS } from './names';
import { withLocalNames } from './master-seeds';

export const LARGE_PASSWORD = 'Bench@2026';

/**
 * A company of `size` employees for benchmarks (code LRG by default). Its first department
 * supervisor leads 500 people directly, the team size the leave-approval figure is measured on.
 */
export async function seedLargeCompany(db: Db, size: number, code = 'LRG'): Promise<{ companyId: string; code: string }> {
  const roleIds = await ensureBaseData(db);
  const existing = await db.select({ id: companies.id }).from(companies).where(eq(companies.abbreviation, code)).limit(1);
  if (existing[0]) return { companyId: existing[0].id, code };
  const hash = await hashPassword(LARGE_PASSWORD);
  return db.transaction(async (tx) => {
    const pos = await insertPositions(tx);
    const [company] = await tx.insert(companies).values({ abbreviation: code, nameEn: 'Large Benchmark Co., Ltd.', nameTh: 'บริษัท ลาร์จ เบนช์มาร์ก จำกัด' }).returning();
    const deptRows = await tx.insert(departments).values(withLocalNames(DEPARTMENTS.map(([nameEn, nameTh]) => ({ companyId: company!.id, nameEn, nameTh })))).returning({ id: departments.id });
    const staff = buildStaff({ companyId: company!.id, code, emailDomain: 'lrg.co.th', size, deptIds: deptRows.map((d) => d.id), pos, roleIds,
      passwordHash: () => hash, random: rng(42), withAdmin: true, codeWidth: 6 });
    // Spread the rank and file over sub-teams of 25 so the hierarchy is deep like a real one,
    // except the first 500, who stay under the first department supervisor.
    const leadId = staff[1]!.id!;
    const rank = staff.filter((s) => s.roleId === roleIds.EMPLOYEE);
    rank.forEach((s, i) => {
      if (i < 500) { s.supervisorId = leadId; s.assistantSupervisorId = null; return; }
      if (i % 25 === 0) { s.roleId = roleIds.SUPERVISOR!; return; }
      const teamLead = rank[i - (i % 25)]!;
      s.supervisorId = teamLead.id!;
    });
    for (const s of staff) s.id ??= randomUUID();
    await insertEmployees(tx, staff);
    return { companyId: company!.id, code };
  });
}
