// A strict Content-Security-Policy that the built SPA passes: no inline scripts, API calls to our own origin,
// map tiles from the configured tile server only.
import type { Config } from '../config';

function originOf(template: string): string | undefined {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(config: Config) {
  const tileOrigin = originOf(config.TILE_URL);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Leaflet set style properties through the CSSOM; the checkout page has a style block.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: config.isProduction ? [] : null,
    },
  };
}
