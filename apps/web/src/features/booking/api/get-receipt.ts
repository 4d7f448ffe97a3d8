// GET /api/rides/:id/receipt → {receipt} of a completed ride (its rider or driver).
import type { Receipt } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';

const receiptCall = endpoint('GET', '/api/rides/:id/receipt', 'signed-in');

export async function getReceipt(rideId: string): Promise<Receipt> {
  return (await request(receiptCall, { params: { id: rideId } })).receipt;
}
