// Serves profile pictures at /uploads/profile/<name> (public: the spec shows them as plain image URLs).
// Registered at the root by server.ts, since feature plugins live under /api. Documents are never here.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { profilePicturesDir } from './storage';

export async function publicUploadsPlugin(app: FastifyInstance): Promise<void> {
  const root = profilePicturesDir(app.config);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/profile/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Names are random and never reused, so a cached copy never goes stale.
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}
