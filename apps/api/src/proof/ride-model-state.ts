// The model of the ride state machine: what the API must answer to each action
// and what the books must hold afterwards. Pure: no I/O, so a failing step shows exactly which rule broke.
import { NO_SHOW_LIMIT, RIDE_TRANSITIONS, type RideStatus } from '@waka/shared';

export type Role = 'rider' | 'driver' | 'biker';
export type DriverAction = 'accept' | 'reject' | 'start' | 'complete' | 'no_show';
/** 'ok', or the rule that refuses the command (kept in the run's summary). */
export type Outcome = 'ok' | `refused: ${string}`;

export interface ModelUser {
  role: Role;
  disabled: boolean;
  noShows: number;
  /** Past the no-show limit: waiting for an operator to confirm the disable (never automatic). */
  noShowReview?: boolean;
  /** Drivers only: wallet balance in kobo. */
  balanceKobo: number;
}

export interface ModelRide {
  id: string;
  riderIx: number;
  driverIx: number;
  status: RideStatus;
  fareKobo: number;
  /** Transitions so far, creation included: one ride_events row and one notification each. */
  transitions: number;
  /** Set at completion: the commission charged (with its own notice to the driver when above zero). */
  commissionKobo?: number;
}

export interface RideModel {
  users: ModelUser[];
  rides: ModelRide[];
  thresholdKobo: number;
  /** Commission rate in basis points (0.1 → 1000), so rounding is exact integer arithmetic. */
  rateBasisPoints: number;
}

const OPEN: readonly RideStatus[] = ['requested', 'accepted', 'in_progress'];
const ACTIVE: readonly RideStatus[] = ['accepted', 'in_progress'];

/** round(fare × rate) with halves away from zero, as PostgreSQL's round(numeric) does. */
export function commissionKobo(model: RideModel, fareKobo: number): number {
  return Math.floor((fareKobo * model.rateBasisPoints * 2 + 10_000) / 20_000);
}

export function hasOpenRide(model: RideModel, riderIx: number): boolean {
  return model.rides.some((r) => r.riderIx === riderIx && OPEN.includes(r.status));
}

export function hasActiveRide(model: RideModel, driverIx: number): boolean {
  return model.rides.some((r) => r.driverIx === driverIx && ACTIVE.includes(r.status));
}

/** Can `riderIx` request `driverIx` for a `vehicle`? (the availability rules of docs/architecture.md) */
export function predictRequest(model: RideModel, riderIx: number, driverIx: number, vehicle: Role): Outcome {
  const rider = model.users[riderIx]!;
  const driver = model.users[driverIx]!;
  if (rider.disabled) return 'refused: disabled account';
  if (rider.role !== 'rider') return 'refused: not a rider';
  if (hasOpenRide(model, riderIx)) return 'refused: rider has an open ride';
  if (driver.role !== vehicle) return 'refused: not that kind of driver';
  if (hasActiveRide(model, driverIx)) return 'refused: driver busy';
  if (driver.balanceKobo < model.thresholdKobo) return 'refused: driver below low-balance threshold';
  return 'ok';
}

export function applyRequest(model: RideModel, ride: Omit<ModelRide, 'status' | 'transitions'>): void {
  model.rides.push({ ...ride, status: 'requested', transitions: 1 });
}

/** A driver-side action by `actorIx` on `ride` (undefined: an id that names no ride). */
export function predictDriverAction(
  model: RideModel,
  action: DriverAction,
  actorIx: number,
  ride: ModelRide | undefined,
): Outcome {
  const actor = model.users[actorIx]!;
  if (actor.disabled) return 'refused: disabled account';
  if (!ride) return 'refused: no such ride';
  if (ride.driverIx !== actorIx) return "refused: not the ride's driver";
  if (ride.status !== RIDE_TRANSITIONS[action].from) return 'refused: wrong state';
  if (action === 'accept' && actor.balanceKobo < model.thresholdKobo)
    return 'refused: driver below low-balance threshold';
  return 'ok';
}

export function applyDriverAction(model: RideModel, action: DriverAction, ride: ModelRide): void {
  ride.status = RIDE_TRANSITIONS[action].to;
  ride.transitions += 1;
  if (action === 'accept') {
    // The driver's other waiting requests are declined at once (rides/lifecycle.ts acceptRide).
    for (const other of model.rides) {
      if (other !== ride && other.driverIx === ride.driverIx && other.status === 'requested') {
        other.status = 'rejected';
        other.transitions += 1;
      }
    }
  }
  if (action === 'complete') {
    ride.commissionKobo = commissionKobo(model, ride.fareKobo);
    model.users[ride.driverIx]!.balanceKobo -= ride.commissionKobo;
  }
  if (action === 'no_show') {
    const rider = model.users[ride.riderIx]!;
    rider.noShows += 1;
    // Spec Terms: more than NO_SHOW_LIMIT no-shows disables the rider, once an operator confirms it.
    if (rider.noShows > NO_SHOW_LIMIT) rider.noShowReview = true;
  }
}

export function predictCancel(model: RideModel, actorIx: number, ride: ModelRide | undefined): Outcome {
  const actor = model.users[actorIx]!;
  if (actor.disabled) return 'refused: disabled account';
  if (!ride) return 'refused: no such ride';
  if (ride.riderIx !== actorIx) return "refused: not the ride's rider";
  return ride.status === 'requested' ? 'ok' : 'refused: wrong state';
}

export function applyCancel(ride: ModelRide): void {
  ride.status = 'cancelled';
  ride.transitions += 1;
}

/** The operator decides on a rider past the no-show limit (the disable is never automatic). */
export function predictNoShowReview(model: RideModel, riderIx: number): Outcome {
  return model.users[riderIx]!.noShowReview ? 'ok' : 'refused: not waiting for review';
}

export function applyNoShowReview(model: RideModel, riderIx: number, disable: boolean): void {
  const rider = model.users[riderIx]!;
  rider.noShowReview = false;
  if (disable) rider.disabled = true;
}

/** The operator changes settings (admin console): they apply from the next request, accept or completion. */
export function applySettings(
  model: RideModel,
  settings: { thresholdKobo: number; rateBasisPoints: number },
) {
  model.thresholdKobo = settings.thresholdKobo;
  model.rateBasisPoints = settings.rateBasisPoints;
}

/** The status code class the API must answer with. */
export function expectedClass(outcome: Outcome): '2xx' | '4xx' {
  return outcome === 'ok' ? '2xx' : '4xx';
}
