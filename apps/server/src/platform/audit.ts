import { auditLog, namedStatement, ph, type DbOrTx } from '@hr/db';

export type AuditEntry = {
  actorId?: string | null;
  action: string;
  objectId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ip?: string | null;
  requestId?: string | null;
  detail?: Record<string, unknown> | null;
};

const FIELDS = ['actorId', 'action', 'objectId', 'targetType', 'targetId', 'ip', 'requestId', 'detail'] as const;
// Built once and sent by name: every audited change writes through it.
const insertAudit = namedStatement('audit_insert', (db) => db.insert(auditLog).values(Object.fromEntries(FIELDS.map((f) => [f, ph(f)])) as never));

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAudit(db, Object.fromEntries(FIELDS.map((f) => [f, entry[f] ?? null])));
}

/** Writes several audit rows in one statement: a change that moves many records at once (a holiday recounting leave). */
export async function auditAll(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(entries);
}
