// The audit table (every admin action is written to an audit table). Written in
// the same transaction as the change it records, so a record exists exactly when the change does.
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditRecord {
  /** The admin who acted; null for the command line (`npm run admin`). */
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? null,
  });
}

export async function listAudit(db: DbOrTx, input: { limit: number; offset: number; action?: string }) {
  const where = input.action ? eq(auditLog.action, input.action) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.actorId, users.id))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(input.limit)
    .offset(input.offset);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actorId ? { _id: row.actorId, name: row.actorName!, email: row.actorEmail! } : null,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}
