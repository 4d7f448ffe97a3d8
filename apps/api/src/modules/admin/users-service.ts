// Users as the operator sees them (approvals queue). One page at a time: a
// filtered, indexed query with LIMIT/OFFSET, never the whole table.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, users } from '../../db/schema';

export interface ListUsersInput {
  role?: 'rider' | 'driver' | 'biker';
  approved?: boolean;
  disabled?: boolean;
  /** Only applications not yet reviewed, or submitted again after the last review. */
  waiting?: boolean;
  q?: string;
  limit: number;
  offset: number;
}

const documentUrl = (id: string | null) => (id ? `/api/user/documents/${id}` : undefined);

const userColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  preferredType: users.preferredType,
  isAdmin: users.isAdmin,
  approved: users.approved,
  disabled: users.disabled,
  rejectionReason: users.rejectionReason,
  disabledReason: users.disabledReason,
  createdAt: users.createdAt,
  details: driverProfiles.details,
  licenseImageId: driverProfiles.licenseImageId,
  ninImageId: driverProfiles.ninImageId,
  bikeDocumentImageId: driverProfiles.bikeDocumentImageId,
  submittedAt: driverProfiles.submittedAt,
  reviewedAt: driverProfiles.reviewedAt,
};

type UserRow = {
  [K in keyof typeof userColumns]: (typeof userColumns)[K]['_']['data'] | null;
};

function toAdminUser(row: UserRow) {
  return {
    _id: row.id!,
    name: row.name!,
    username: row.username!,
    email: row.email!,
    phoneNumber: row.phoneNumber!,
    preferredType: row.preferredType,
    isAdmin: row.isAdmin!,
    approved: row.approved!,
    disabled: row.disabled!,
    rejectionReason: row.rejectionReason,
    disabledReason: row.disabledReason,
    details: row.details ?? null,
    documents: {
      licenseImage: documentUrl(row.licenseImageId),
      ninImage: documentUrl(row.ninImageId),
      bikeDocumentImage: documentUrl(row.bikeDocumentImageId),
    },
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt!.toISOString(),
  };
}

/** `%` and `_` typed by the operator are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listUsers(db: DbOrTx, input: ListUsersInput) {
  const conditions: (SQL | undefined)[] = [];
  if (input.role) conditions.push(eq(users.preferredType, input.role));
  // Riders are always approved: "not approved" means drivers and bikers waiting.
  else if (input.approved === false || input.waiting) {
    conditions.push(inArray(users.preferredType, ['driver', 'biker']));
  }
  if (input.approved !== undefined) conditions.push(eq(users.approved, input.approved));
  if (input.disabled !== undefined) conditions.push(eq(users.disabled, input.disabled));
  if (input.waiting) {
    conditions.push(
      eq(users.approved, false),
      or(isNull(driverProfiles.reviewedAt), gt(driverProfiles.submittedAt, driverProfiles.reviewedAt)),
    );
  }
  if (input.q) {
    const pattern = likePattern(input.q);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(users.phoneNumber, pattern),
      ),
    );
  }
  const where = and(...conditions);
  // The approvals queue is first come, first served: oldest submission first.
  const isQueue = input.approved === false || input.waiting === true;
  const order = isQueue
    ? [asc(sql`coalesce(${driverProfiles.submittedAt}, ${users.createdAt})`), asc(users.id)]
    : [desc(users.createdAt), asc(users.id)];
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(where);
  return { users: rows.map(toAdminUser), total };
}

export async function getAdminUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toAdminUser(row) : undefined;
}
