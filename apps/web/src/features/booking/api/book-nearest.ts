// POST /api/book-nearest → {dispatch}: Waka offers the trip to the nearest drivers in batches.
import type { DispatchView } from '@waka/shared';
import { type BodyOf, endpoint, request } from '../../../lib/api-client';

const bookNearestCall = endpoint('POST', '/api/book-nearest', 'signed-in');

export type BookNearestInput = BodyOf<typeof bookNearestCall>;

export async function bookNearest(input: BookNearestInput): Promise<DispatchView> {
  return (await request(bookNearestCall, { body: input })).dispatch;
}
