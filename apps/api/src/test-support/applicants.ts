// Set-up shared by the admin tests: a driver or biker who has submitted details and documents.
import type { FastifyInstance } from 'fastify';
import { driverProfiles, uploads } from '../db/schema';
import { createTestUser, type TestUser } from './harness';

export async function createApplicant(
  app: FastifyInstance,
  options: { role?: 'driver' | 'biker'; name?: string; submittedAt?: Date } = {},
): Promise<TestUser & { documentIds: string[] }> {
  const role = options.role ?? 'biker';
  const user = await createTestUser(app, { role, approved: false, name: options.name });
  const documentIds: string[] = [];
  for (const kind of ['nin', role === 'biker' ? 'bike_document' : 'license']) {
    const [row] = await app.database.db
      .insert(uploads)
      .values({
        ownerId: user.id,
        kind: 'document',
        storedName: `${user.id}-${kind}.png`,
        mimeType: 'image/png',
        sizeBytes: 100,
      })
      .returning({ id: uploads.id });
    documentIds.push(row!.id);
  }
  const [ninImageId, otherImageId] = documentIds;
  await app.database.db.insert(driverProfiles).values({
    userId: user.id,
    vehicleType: role,
    details:
      role === 'biker'
        ? { bikeNumber: 'LAG-123-XY', bikeType: 'Bajaj Boxer', insuranceExpiryDate: '2030-01-01' }
        : { licenseNumber: 'ABC123', vehicleModel: 'Toyota Corolla', vehiclePlateNumber: 'LAG-1' },
    ninImageId,
    bikeDocumentImageId: role === 'biker' ? otherImageId : null,
    licenseImageId: role === 'driver' ? otherImageId : null,
    submittedAt: options.submittedAt ?? new Date(),
  });
  return { ...user, documentIds };
}
