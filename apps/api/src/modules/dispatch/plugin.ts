// Wires the live dispatch index into the app (docs/decisions/120–123): loaded at ready, kept exact by the
// `waka_dispatch` feed, positions written behind, operator settings and sessions cached and invalidated by
// the same feed on every instance.
import type { GeoPoint } from '@waka/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionCache, type SessionCache } from '../../plugins/session-cache';
import { SHOWN_FIELDS } from '../drivers/availability';
import { readCurrentRideStatusRows, readRideStatusRowsById } from '../rides/queries';
import { getSettings, type OperatingSettings } from '../settings/service';
import { createDispatchFeed } from './feed';
import { createLiveIndex, type NearbyHit, type SearchInput } from './live-index';
import { loadAllDrivers } from './load-all';
import { loadDrivers } from './loader';
import { createPositionWriter } from './positions';
import { createRideStatusCache, MAX_CACHED_RIDES, type RideStatusCache } from './ride-status-cache';

export interface Dispatch {
  index: ReturnType<typeof createLiveIndex>;
  /** The operator settings in force (cached; every instance re-reads them when they change). */
  settings(): OperatingSettings;
  recordPosition(userId: string, point: GeoPoint): void;
  search(input: Omit<SearchInput, 'thresholdKobo'>): NearbyHit[];
  /** Resolves once this instance has applied every change committed before the call. */
  sync(): Promise<void>;
  /** Persists the positions not yet written. */
  flush(): Promise<void>;
  pendingPositionOf(userId: string): GeoPoint | undefined;
  /** Writes pending positions and stops listening (idempotent; main.ts calls it before closing the DB). */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dispatch: Dispatch;
    sessions: SessionCache;
    rideStatus: RideStatusCache;
  }
}

/** Without a signed-in caller, nearby answers leave these out. */
export const SIGNED_IN_ONLY_FIELDS = Object.entries(SHOWN_FIELDS)
  .filter(([, field]) => field.signedInOnly)
  .map(([name]) => name);

export const dispatchPlugin = fp(async (app: FastifyInstance) => {
  const { database } = app;
  const index = createLiveIndex();
  let settings = await getSettings(database.db, app.config);
  const positions = createPositionWriter({
    database,
    log: app.log,
    intervalMs: app.config.POSITION_FLUSH_MS,
  });
  const sessions = createSessionCache(database.db);
  const rideStatus = createRideStatusCache((ids) => readRideStatusRowsById(database.db, ids));

  async function refresh(ids: string[]) {
    const found = await loadDrivers(database.db, ids);
    for (const id of ids) {
      index.put(id, found.get(id) ?? null);
      const pending = positions.pendingFor(id);
      if (pending) index.move(id, pending.latitude, pending.longitude, pending.seenAt);
    }
  }

  const feed = createDispatchFeed({
    database,
    log: app.log,
    handlers: {
      forget: (ids) => {
        sessions.forget(ids);
        rideStatus.forgetUsers(ids);
      },
      forgetRides: (ids) => rideStatus.forgetRides(ids),
      users: refresh,
      settings: async () => {
        settings = await getSettings(database.db, app.config);
      },
      positions: (list) => {
        for (const p of list) index.move(p.id, p.latitude, p.longitude, p.seenAt);
      },
      reload: async () => {
        sessions.clear();
        rideStatus.clear();
        settings = await getSettings(database.db, app.config);
        const started = performance.now();
        const all = await loadAllDrivers(database);
        const loaded = new Set<string>();
        index.reserve(all.size);
        all.forEach((facts) => {
          index.put(facts.id, facts);
          loaded.add(facts.id);
        });
        for (const id of index.ids()) if (!loaded.has(id)) index.put(id, null);
        index.rebuildAll();
        await rideStatus.warm(() => readCurrentRideStatusRows(database.db, MAX_CACHED_RIDES));
        await sessions.warm();
        app.log.info(
          { drivers: all.size, rides: rideStatus.size(), ms: Math.round(performance.now() - started) },
          'dispatch index loaded',
        );
      },
    },
  });

  let maintenance: NodeJS.Timeout | undefined;
  let closing: Promise<void> | undefined;
  const dispatch: Dispatch = {
    index,
    settings: () => settings,
    recordPosition(userId, point) {
      const seenAt = Date.now();
      positions.record({ id: userId, latitude: point.latitude, longitude: point.longitude, seenAt });
      index.move(userId, point.latitude, point.longitude, seenAt);
    },
    search: (input) => index.search({ ...input, thresholdKobo: settings.lowBalanceThresholdKobo }),
    sync: () => feed.sync(),
    flush: () => positions.flush(),
    pendingPositionOf: (userId) => positions.pendingFor(userId),
    close() {
      closing ??= (async () => {
        if (maintenance) clearInterval(maintenance);
        await positions.close();
        await feed.stop();
      })();
      return closing;
    },
  };
  app.decorate('dispatch', dispatch);
  app.decorate('sessions', sessions);
  app.decorate('rideStatus', rideStatus);

  app.addHook('onReady', async () => {
    await feed.start();
    positions.start();
    maintenance = setInterval(() => {
      index.maintain().catch((error) => app.log.error({ err: error }, 'dispatch tree build failed'));
    }, 250);
    maintenance.unref();
  });
  app.addHook('onClose', async () => dispatch.close());
});
