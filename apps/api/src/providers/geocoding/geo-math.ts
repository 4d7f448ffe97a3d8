import { type GeoPoint, greatCircleMeters } from '@waka/shared';

/** Great-circle distance in km, for ranking and "nearest place"; the gazetteer is small enough to scan. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  return greatCircleMeters(a, b) / 1000;
}

/** Lower-case, accents and apostrophes removed, other punctuation as spaces: "Mai’Adua" → "maiadua". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
