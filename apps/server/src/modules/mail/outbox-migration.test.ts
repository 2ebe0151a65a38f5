import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox, rolePermissions } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

// Issue 13 on databases that exist already: the data statements of the migration that made the
// outbox an administrator page, run on rows as the older code left them.
const dir = fileURLToPath(new URL('../../../../../packages/db/migrations/', import.meta.url));
const file = readdirSync(dir).find((f) => f.includes('h13_mail_secret_login_throttle'))!;
const dataStatements = readFileSync(`${dir}${file}`, 'utf8').split('--> statement-breakpoint')
  .map((s) => s.trim()).filter((s) => /^(--.*\n)*(UPDATE|DELETE|INSERT)/.test(s));

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h?.close(); });

const holds = async (role: string) => (await h.db.select().from(rolePermissions)
  .where(and(eq(rolePermissions.roleId, h.roleIds[role]!), eq(rolePermissions.objectId, 'system-settings.mail-outbox')))).length > 0;

describe('migration of existing outboxes and roles', () => {
  it('masks the live links already kept, takes the outbox from HR and gives it to Administrator', async () => {
    // As the older seed left them: HR held the outbox through its group, Administrator only the group id.
    await h.db.insert(rolePermissions).values({ roleId: h.roleIds.HR!, objectId: 'system-settings.mail-outbox' }).onConflictDoNothing();
    await h.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, h.roleIds.ADMINISTRATOR!), eq(rolePermissions.objectId, 'system-settings.mail-outbox')));
    const live = 'Abc-123_def456ghi789jkl012mno345pqr678stu90';
    const [row] = await h.db.insert(mailOutbox).values({
      to: 'old@test.co.th', subject: 'Reset your password', template: 'resetPassword', lang: 'en', status: 'stored',
      text: `Open:\nhttp://x/#/auth/reset-password?token=${live}\n`, html: `<a href="http://x/#/auth/reset-password?token=${live}">Reset</a>`,
    }).returning();
    expect(dataStatements).toHaveLength(3);
    for (const statement of dataStatements) await h.db.execute(sql.raw(statement));

    const [after] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after!.text).toBe('Open:\nhttp://x/#/auth/reset-password?token=********\n');
    expect(after!.html).toBe('<a href="http://x/#/auth/reset-password?token=********">Reset</a>');
    expect(await holds('HR')).toBe(false);
    expect(await holds('ADMINISTRATOR')).toBe(true);
  });
});
