// Compresses dynamic answers (API JSON, the OpenAPI document) above 1 KB for phones on metered mobile data.
// Built web files are not compressed here: they carry precompressed .br/.gz twins that plugins/spa.ts
// serves with their own Content-Encoding, which this plugin leaves alone. The live event stream is never
// compressed: it writes to the raw socket (reply.hijack) and the default types exclude text/event-stream,
// because a compressor would hold events back until its buffer fills.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
