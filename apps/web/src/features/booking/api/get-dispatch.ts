// GET /api/book-nearest/:id → {dispatch}: how far the search for the nearest driver got.
import type { DispatchView } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';

const getDispatchCall = endpoint('GET', '/api/book-nearest/:id', 'signed-in');

export async function getDispatch(rideId: string): Promise<DispatchView> {
  return (await request(getDispatchCall, { params: { id: rideId } })).dispatch;
}
