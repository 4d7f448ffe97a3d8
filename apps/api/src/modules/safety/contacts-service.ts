// Trusted contacts (up to five) and the rider's own safety preference (PIN before every start).
import type { EmergencyContact, SafetyPreferences } from '@waka/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { emergencyContacts, users } from '../../db/schema';

export async function listEmergencyContacts(db: DbOrTx, userId: string): Promise<EmergencyContact[]> {
  return db
    .select({
      name: emergencyContacts.name,
      email: emergencyContacts.email,
      phoneNumber: emergencyContacts.phoneNumber,
    })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.position));
}

/** Replace the whole list at once: the screen edits it as one form. */
export async function replaceEmergencyContacts(
  db: Db,
  input: { userId: string; contacts: EmergencyContact[] },
): Promise<EmergencyContact[]> {
  await db.transaction(async (tx) => {
    await tx.delete(emergencyContacts).where(eq(emergencyContacts.userId, input.userId));
    if (input.contacts.length > 0) {
      await tx
        .insert(emergencyContacts)
        .values(input.contacts.map((contact, position) => ({ ...contact, position, userId: input.userId })));
    }
  });
  return listEmergencyContacts(db, input.userId);
}

export async function getSafetyPreferences(db: DbOrTx, userId: string): Promise<SafetyPreferences> {
  const [row] = await db.select({ requirePin: users.requireRidePin }).from(users).where(eq(users.id, userId));
  return { requirePin: row?.requirePin ?? false };
}

export async function updateSafetyPreferences(
  db: DbOrTx,
  input: { userId: string; preferences: SafetyPreferences },
): Promise<SafetyPreferences> {
  await db
    .update(users)
    .set({ requireRidePin: input.preferences.requirePin, updatedAt: new Date() })
    .where(eq(users.id, input.userId));
  return getSafetyPreferences(db, input.userId);
}
