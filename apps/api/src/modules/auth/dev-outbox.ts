// GET /api/dev/outbox: without SMTP_URL, codes go to the outbox table; this page lets a person trying the
// app read them. Never registered when NODE_ENV=production, so it answers 404 there.
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { mailOutbox } from '../../db/schema';
import { escapeHtml } from './email-layout';

const LIMIT = 50;

export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.isProduction) return;
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(LIMIT);
    const items = rows
      .map(
        (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To ${escapeHtml(row.to)} · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(row.status)}${row.error ? ` · ${escapeHtml(row.error)}` : ''}</p>
<pre>${escapeHtml(row.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Waka outbox (development)</title>
<style>body{font-family:Arial,sans-serif;margin:16px;background:#FFF8EC;color:#1A1A1A}h1{color:#FF8C00}
article{background:#fff;border-radius:8px;padding:12px;margin:0 0 12px}h2{font-size:16px;margin:0}
.meta{color:#666;font-size:12px}pre{white-space:pre-wrap}</style></head><body>
<h1>Waka outbox</h1><p>Development only: the ${LIMIT} newest e-mails, newest first. Configure SMTP_URL to send real mail.</p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
};
