// Served at the root, outside /api: the web app manifest, built from the brand in force so a changed name,
// colour or logo reaches installs without a rebuild, and the uploaded logos at /uploads/brand/<name>.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { type Brand, PALETTE } from '@waka/shared';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_AT_ANY_SIZE } from '../../plugins/compression';
import { BRAND_LOGO_URL_PREFIX, brandLogosDir, getBrand } from './brand';
import { BRAND_LOGO_SIDE } from './logo-service';

/**
 * Waka's own icons (apps/web/public/icons), used while no logo is uploaded. PNG only: Chrome fetches an icon of
 * the manifest after every page load, and an SVG one it renders in a page of its own on the page's main
 * thread (docs/decisions/225).
 */
const DEFAULT_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webAppManifest(brand: Brand) {
  const side = `${BRAND_LOGO_SIDE}x${BRAND_LOGO_SIDE}`;
  return {
    name: brand.name,
    short_name: brand.shortName,
    description: 'Book rides from nearby car drivers and bike riders.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: PALETTE.light.background,
    theme_color: brand.primaryColor,
    lang: 'en-NG',
    icons: brand.logoUrl
      ? [{ src: brand.logoUrl, sizes: side, type: 'image/png', purpose: 'any' }]
      : DEFAULT_ICONS,
  };
}

export async function brandPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/manifest.webmanifest',
    { schema: { hide: true }, compress: COMPRESS_AT_ANY_SIZE },
    async (_request, reply) => {
      const brand = await getBrand(app.database.db, app.config);
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(webAppManifest(brand)));
    },
  );

  const root = brandLogosDir(app.config);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: BRAND_LOGO_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // A logo's name follows its content: a new logo is a new URL.
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}
