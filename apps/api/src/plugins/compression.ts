// Compresses dynamic answers (API JSON, the OpenAPI document) above 1 KB for phones on metered mobile data,
// and the web app manifest at any size (COMPRESS_AT_ANY_SIZE).
// Built web files are not compressed here: they carry precompressed .br/.gz twins that plugins/spa.ts
// serves with their own Content-Encoding, which this plugin leaves alone. The live event stream is never
// compressed: it writes to the raw socket (reply.hijack) and the default types exclude text/event-stream,
// because a compressor would hold events back until its buffer fills.
//
// Answers are compressed at quick settings (docs/decisions/216): brotli quality 1 and gzip level 1. On the
// server, a compressed nearby answer of 4.5 KB costs 10–18 % less CPU at quality 1 than at 2, for 7 % more
// bytes (about 80); quality 2 and above set up a 256 KiB hash table for every answer.
import { constants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
export const ANSWER_BROTLI_QUALITY = 1;
export const ANSWER_GZIP_LEVEL = 1;

const ANSWER_COMPRESSION = {
  encodings: ['br', 'gzip'],
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
    },
  },
  zlibOptions: { level: ANSWER_GZIP_LEVEL },
} satisfies FastifyCompressOptions;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    ...ANSWER_COMPRESSION,
  });
}

/**
 * A route's `compress` option for a small text answer that every first visit downloads, the web app manifest
 * (about 0.5 KB, 0.3 KB in brotli): compressed at any size. Answers of the API keep the threshold, most of
 * them being a few dozen bytes that compression would not shorten.
 */
export const COMPRESS_AT_ANY_SIZE = { ...ANSWER_COMPRESSION, threshold: 0 } satisfies FastifyCompressOptions;
