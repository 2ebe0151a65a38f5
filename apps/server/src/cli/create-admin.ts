import { eq } from 'drizzle-orm';
import { isStrongPassword } from '@hr/domain';
import { companies, employees } from '@hr/db';
import { hashPassword } from '../platform/tokens';
import { ensureBaseData } from '../seed/base-data';
import { parseArgs } from './args';
import { openConfiguredDb } from './open-db';

// npm run create-admin -- --company ACME --company-name "Acme Co., Ltd." --employee-id ADMIN01 --password 'S3cret!' --email admin@acme.co.th
const args = parseArgs();
const need = (k: string) => {
  const v = args[k];
  if (typeof v !== 'string' || !v.trim()) throw new Error(`--${k} is required`);
  return v.trim();
};
const code = need('company').toUpperCase();
const employeeCode = need('employee-id');
const password = need('password');
const email = typeof args.email === 'string' ? args.email : null;
if (!isStrongPassword(password)) throw new Error('The password must be at least 6 characters and mix letters, digits and symbols.');

const { handle } = await openConfiguredDb();
try {
  const roleIds = await ensureBaseData(handle.db);
  const passwordHash = await hashPassword(password);
  await handle.db.transaction(async (tx) => {
    let [company] = await tx.select().from(companies).where(eq(companies.abbreviation, code)).limit(1);
    if (!company) {
      const name = typeof args['company-name'] === 'string' ? args['company-name'] : code;
      [company] = await tx.insert(companies).values({ abbreviation: code, nameEn: name, nameTh: name }).returning();
    }
    await tx.insert(employees).values({
      companyId: company!.id, employeeCode, firstNameEn: 'System', lastNameEn: 'Administrator', firstNameTh: 'ผู้ดูแล', lastNameTh: 'ระบบ',
      companyEmail: email, roleId: roleIds.ADMINISTRATOR!, passwordHash, isFirstLogin: false,
    });
  });
  console.log(`Administrator ${employeeCode} of company ${code} created. Log in with company ${code}, employee ID ${employeeCode}.`);
} finally {
  await handle.close();
}
