// Security headers on every answer (helmet: CSP, HSTS, nosniff, frame and referrer policies …), in two sets
// built once (docs/decisions/218). @fastify/helmet, used before, called helmet(options) on every request,
// which parses the whole Content-Security-Policy again each time: about 3 % of the server's CPU under the
// realistic mix.
//
// Documents (the app's pages, the API reference, the development outbox, the sandbox checkout) get the full
// set. Answers that are never a page to render (API JSON, uploaded files, the event stream, health checks) get
// the set OWASP's REST guidance gives: a policy that allows nothing and no framing, nosniff, HSTS, the referrer
// and resource policies. The document policy and the legacy browser switches are about 0.5 KiB on every poll a
// phone makes.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What an answer that is not a document may load or be framed by: nothing. */
const ANSWER_POLICY = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

const ANSWER_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: ANSWER_POLICY,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Pages served under /api/: the API reference and the development outbox. */
const PAGES_UNDER_API = ['/api/docs', '/api/dev/'];

/** Paths whose answers are never rendered as a page: the API (but the pages above) and health checks. */
function answersAreNotDocuments(url: string): boolean {
  if (url.startsWith('/api/')) return !PAGES_UNDER_API.some((prefix) => url.startsWith(prefix));
  return url === '/healthz' || url === '/readyz';
}

export function registerSecurityHeaders(app: FastifyInstance, documentHeaders: Readonly<HelmetOptions>) {
  const setDocumentHeaders = helmet(documentHeaders);
  const setAnswerHeaders = helmet(ANSWER_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = answersAreNotDocuments(request.url) ? setAnswerHeaders : setDocumentHeaders;
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
