import { auditLog, type DbOrTx } from '@hr/db';

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

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    action: entry.action,
    objectId: entry.objectId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    detail: entry.detail ?? null,
  });
}
