// Ride statuses on the server. `pending` exists only in the client.
export const RIDE_STATUSES = [
  'requested',
  'accepted',
  'in_progress',
  'completed',
  'rejected',
  'cancelled',
  'expired',
  'no_show',
] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];
export type ClientRideStatus = RideStatus | 'pending';

export const OPEN_RIDE_STATUSES = ['requested', 'accepted', 'in_progress'] as const;
export const ACTIVE_RIDE_STATUSES = ['accepted', 'in_progress'] as const;
export const FINAL_RIDE_STATUSES = ['completed', 'rejected', 'cancelled', 'expired', 'no_show'] as const;

export type RideAction = 'accept' | 'reject' | 'cancel' | 'start' | 'complete' | 'no_show' | 'expire';

/** The only legal transitions: action → [from, to]. */
export const RIDE_TRANSITIONS: Record<RideAction, { from: RideStatus; to: RideStatus }> = {
  accept: { from: 'requested', to: 'accepted' },
  reject: { from: 'requested', to: 'rejected' },
  cancel: { from: 'requested', to: 'cancelled' },
  expire: { from: 'requested', to: 'expired' },
  start: { from: 'accepted', to: 'in_progress' },
  no_show: { from: 'accepted', to: 'no_show' },
  complete: { from: 'in_progress', to: 'completed' },
};

export function isFinalStatus(status: string): boolean {
  return (FINAL_RIDE_STATUSES as readonly string[]).includes(status);
}

/** Labels shown on the client. */
export const RIDE_STATUS_LABELS: Partial<Record<ClientRideStatus, string>> = {
  accepted: 'Ride Accepted',
  in_progress: 'Ride In Progress',
  completed: 'Ride Completed',
};
