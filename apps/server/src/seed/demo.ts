import { randomUUID } from 'node:crypto';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { companies, demoCompanies, departments, employees, masterEmploymentTypes, positions, workingTimes, type Db, type Tx } from '@hr/db';
import { hashPassword } from '../platform/tokens';
import { ensureBaseData } from './base-data';
import { demoCompanyImages } from './company-logos';
import { localFileStore } from '../platform/files/file-store';
import { DEMO_MASTER_ROWS, seedDemoItems, seedMasters, withLocalNames } from './master-seeds';
import { COMPANIES, DEPARTMENTS, FIRST_NAMES, LAST_NAMES, POSITIONS } from './names';
import { giveEmploymentData, giveMigrantDocuments, giveThaiIds, type EmploymentRefs } from './demo-records';
import { seedDemoLeave } from './demo-leave';
import { seedDemoAttendance } from './demo-attendance';

export type DemoLogin = { role: string; company: string; employeeId: string; password: string };
type NewEmployee = typeof employees.$inferInsert;

/** A small deterministic generator so every fresh demo looks the same. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const DEMO_PASSWORDS: Record<string, string> = {
  EMPLOYEE: 'Employee@2026', SUPERVISOR: 'Supervisor@2026', ASSISTANT_SUPERVISOR: 'Assistant@2026',
  HR: 'Hr@2026!', ADMINISTRATOR: 'Admin@2026', ACCOUNTANT: 'Accountant@2026',
};
const ROLE_LABEL: Record<string, string> = {
  EMPLOYEE: 'Employee', SUPERVISOR: 'Supervisor', ASSISTANT_SUPERVISOR: 'Assistant supervisor', HR: 'HR', ADMINISTRATOR: 'Administrator', ACCOUNTANT: 'Accountant',
};

export async function insertPositions(tx: Tx): Promise<Record<string, string>> {
  await tx.insert(positions).values(withLocalNames(POSITIONS.map(([nameEn, nameTh]) => ({ nameEn, nameTh })))).onConflictDoNothing();
  const rows = await tx.select({ id: positions.id, nameEn: positions.nameEn }).from(positions);
  return Object.fromEntries(rows.map((r) => [r.nameEn, r.id]));
}

/**
 * Builds one company's staff: a general manager, and per department a supervisor, an assistant
 * supervisor and employees under them. Special roles (HR, accountant, administrator) sit in their
 * departments. Names mix Thai staff with Cambodian and Myanmar workers.
 */
export function buildStaff(opts: {
  companyId: string; code: string; emailDomain: string; size: number; deptIds: string[]; pos: Record<string, string>;
  roleIds: Record<string, string>; passwordHash: (role: string) => string; random: () => number; withAdmin: boolean; codeWidth?: number;
}): NewEmployee[] {
  const { random } = opts;
  const pick = <T,>(a: readonly T[]) => a[Math.floor(random() * a.length)]!;
  const used = new Set<string>();
  const out: NewEmployee[] = [];
  const add = (role: string, position: string, dept: number, supervisorId: string | null, assistantId: string | null): NewEmployee => {
    const [fe, ft, gender] = pick(FIRST_NAMES);
    const [le, lt] = pick(LAST_NAMES);
    const code = `${opts.code}${String(out.length + 1).padStart(opts.codeWidth ?? 5, '0')}`;
    let local = `${fe}.${le.slice(0, 3)}`.toLowerCase();
    if (used.has(local)) local = `${local}${out.length + 1}`;
    used.add(local);
    const e: NewEmployee = {
      id: randomUUID(), companyId: opts.companyId, employeeCode: code, firstNameEn: fe, lastNameEn: le, firstNameTh: ft, lastNameTh: lt,
      // Title and gender go with the first name; leave for women or for men (maternity, paternity) follows the gender.
      title: gender === 'male' ? 'mr' : 'ms', gender, companyEmail: `${local}@${opts.emailDomain}`.slice(0, 30),
      phone: `08${Math.floor(random() * 1e8).toString().padStart(8, '0')}`, departmentId: opts.deptIds[dept], positionId: opts.pos[position],
      roleId: opts.roleIds[role]!, supervisorId, assistantSupervisorId: assistantId, passwordHash: opts.passwordHash(role),
      isFirstLogin: false, preferredLang: 'en',
      // Born 1970-2002, spread without drawing from `random` (the names and places stay as they were):
      // a mailed payslip is locked with the date of birth.
      birthDate: `${1970 + ((out.length * 7) % 33)}-${String(((out.length * 5) % 12) + 1).padStart(2, '0')}-${String(((out.length * 11) % 28) + 1).padStart(2, '0')}`,
    };
    out.push(e);
    return e;
  };
  const gm = add('SUPERVISOR', 'Manager', 0, null, null);
  const leads = opts.deptIds.map((_, d) => {
    const sup = add('SUPERVISOR', 'Supervisor', d, gm.id!, null);
    const asst = add('ASSISTANT_SUPERVISOR', 'Assistant Supervisor', d, sup.id!, null);
    return { sup, asst };
  });
  const under = (d: number) => [leads[d]!.sup.id!, leads[d]!.asst.id!] as const;
  add('HR', 'HR Officer', 0, ...under(0));
  add('ACCOUNTANT', 'Accountant', 1, ...under(1));
  if (opts.withAdmin) add('ADMINISTRATOR', 'System Administrator', 5, ...under(5));
  const staffPositions: Record<number, string> = { 0: 'HR Officer', 1: 'Officer', 2: 'Operator', 3: 'Driver', 4: 'Sales Executive', 5: 'Officer' };
  while (out.length < opts.size) {
    const d = Math.floor(random() * opts.deptIds.length);
    const e = add('EMPLOYEE', staffPositions[d] ?? 'Officer', d, ...under(d));
    // Every tenth recent hire has not logged in yet and must replace the initial password.
    if (out.length % 10 === 0) e.isFirstLogin = true;
  }
  // The newest line worker has no email (many factory staff have none): payslip mail lists them as missing.
  out[out.length - 1]!.companyEmail = null;
  return out;
}

/**
 * Who the printed demo logins are. They form one chain, so a newcomer walks request → approval →
 * report with them alone: the Employee (one who has logged in before, so the printed password
 * works as is), the Supervisor and Assistant supervisor are that employee's own, and HR,
 * Administrator and Accountant are the first of their role.
 */
export function demoLoginPeople(staff: NewEmployee[], roleIds: Record<string, string>): Record<string, NewEmployee> {
  const first = (role: string) => staff.find((s) => s.roleId === roleIds[role])!;
  const byId = (id: string | null | undefined) => staff.find((s) => s.id === id)!;
  const employee = staff.find((s) => s.roleId === roleIds.EMPLOYEE && !s.isFirstLogin)!;
  return {
    EMPLOYEE: employee, SUPERVISOR: byId(employee.supervisorId), ASSISTANT_SUPERVISOR: byId(employee.assistantSupervisorId),
    HR: first('HR'), ADMINISTRATOR: first('ADMINISTRATOR'), ACCOUNTANT: first('ACCOUNTANT'),
  };
}

/** The base masters' rows the demo's employment data points at (seeded by ensureBaseData). */
async function employmentRefs(tx: Tx, pos: Record<string, string>): Promise<EmploymentRefs> {
  const types = await tx.select({ id: masterEmploymentTypes.id, nameEn: masterEmploymentTypes.nameEn }).from(masterEmploymentTypes);
  const times = await tx.select({ id: workingTimes.id, nameEn: workingTimes.nameEn }).from(workingTimes);
  const type = (name: string) => String(types.find((t) => t.nameEn === name)!.id);
  const time = (prefix: string) => String(times.find((t) => String(t.nameEn).startsWith(prefix))!.id);
  return {
    permanentTypeId: type('Permanent'), probationTypeId: type('Probation'), officeHoursId: time('Office hours'), dayShiftId: time('Day shift'),
    shiftPositionIds: new Set([pos.Operator!, pos.Driver!]),
  };
}

export async function insertEmployees(tx: Tx, rows: NewEmployee[]) {
  // Managers first so that every supervisor reference points at an existing row.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(employees).values(rows.slice(i, i + 500));
}

/**
 * Loads the demo (four companies, about 200 employees) unless employees exist already, and writes
 * the demo logins, one per role, to DATA_DIR/demo-logins.json.
 */
export async function seedDemo(db: Db, dataDir: string): Promise<DemoLogin[] | null> {
  const files = localFileStore(join(dataDir, 'files'));
  const roleIds = await ensureBaseData(db);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(employees);
  if (n > 0) return null;
  await seedMasters(db, DEMO_MASTER_ROWS);
  await seedDemoItems(db);
  const hashes: Record<string, string> = {};
  for (const [role, pw] of Object.entries(DEMO_PASSWORDS)) hashes[role] = await hashPassword(pw);
  const random = rng(20250915);
  const logins: DemoLogin[] = [];
  await db.transaction(async (tx) => {
    const pos = await insertPositions(tx);
    const ids: Record<string, string> = {};
    const today = new Date().toISOString().slice(0, 10);
    const refs = await employmentRefs(tx, pos);
    const migrants = { n: 0 };
    const thaiIds = { n: 0 };
    for (const c of COMPANIES) {
      const { code, emailDomain: _d, size: _s, parent, ...details } = c;
      const [company] = await tx.insert(companies).values({
        ...details, abbreviation: code, email: `hr@${c.emailDomain}`, parentId: parent ? ids[parent] : null,
        ...(await demoCompanyImages(tx, files, code)),
      }).returning();
      ids[code] = company!.id as string;
      // Marks the company as demo: without SMTP its people's mail is printed on the console.
      await tx.insert(demoCompanies).values({ companyId: company!.id });
      const deptRows = await tx.insert(departments).values(withLocalNames(DEPARTMENTS.map(([nameEn, nameTh]) => ({ companyId: company!.id, nameEn, nameTh })))).returning({ id: departments.id });
      const staff = buildStaff({
        companyId: company!.id, code: c.code, emailDomain: c.emailDomain, size: c.size, deptIds: deptRows.map((d) => d.id), pos, roleIds,
        passwordHash: (role) => hashes[role]!, random, withAdmin: c.code === 'AMN',
      });
      giveEmploymentData(staff, today, refs);
      giveMigrantDocuments(staff, today, migrants);
      giveThaiIds(staff, thaiIds);
      await insertEmployees(tx, staff);
      if (c.code === 'AMN') {
        const chosen = demoLoginPeople(staff, roleIds);
        for (const role of Object.keys(DEMO_PASSWORDS)) {
          logins.push({ role: ROLE_LABEL[role]!, company: c.code, employeeId: chosen[role]!.employeeCode, password: DEMO_PASSWORDS[role]! });
        }
      }
    }
    await seedDemoLeave(tx, today, logins);
    await seedDemoAttendance(tx, 'AMN', new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()), new Set(logins.map((l) => l.employeeId)));
  });
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, 'demo-logins.json'), JSON.stringify(logins, null, 2));
  return logins;
}
