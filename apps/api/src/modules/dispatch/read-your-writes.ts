// Read-your-writes on one instance (docs/decisions/120): the live index and the session cache follow the
// database through NOTIFY, which arrives a moment after a commit. A call that may have changed something
// (any non-GET API call) answers only once this instance has applied every change committed before it, so
// the caller's next request here — a search, a call with a now-disabled token — already sees the change.
// Other instances converge within the feed's delay. The hot calls that change nothing the feed carries
// (positions go straight into the index; searches only read) skip the wait.
import type { FastifyInstance } from 'fastify';

const NO_WAIT = new Set([
  '/api/rider/updatelocation',
  '/api/rider/getonlinedrivers',
  '/api/rider/getonlinebikers',
]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerReadYourWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request) => {
    if (READS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || NO_WAIT.has(route)) return;
    await app.dispatch.sync();
  });
}
