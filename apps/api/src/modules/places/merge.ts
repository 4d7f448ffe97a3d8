// Curated places and a provider's (or the gazetteer's) answers in one list: by match tier, the operator's
// places first within a tier, a provider's copy of a curated place dropped.
import { matchTier } from '../../providers/geocoding/fuzzy-index';
import { distanceKm, normalizeText } from '../../providers/geocoding/geo-math';
import type { PlaceSuggestion } from '../../providers/geocoding/types';

/** Within this, a provider's place of the same name is the curated one again. */
const SAME_PLACE_KM = 3;

export function mergeSuggestions(
  q: string,
  curated: { suggestion: PlaceSuggestion; names: string[]; tier: number }[],
  others: PlaceSuggestion[],
): PlaceSuggestion[] {
  const curatedNames = curated.map((c) => new Set(c.names.map(normalizeText)));
  const duplicate = (other: PlaceSuggestion) => {
    const name = normalizeText(other.name.split(',')[0] ?? '');
    return curated.some(
      (c, i) => curatedNames[i]!.has(name) && distanceKm(c.suggestion, other) < SAME_PLACE_KM,
    );
  };
  const ranked = [
    ...curated.map((c, order) => ({ suggestion: c.suggestion, tier: c.tier, source: 0, order })),
    ...others
      .filter((other) => !duplicate(other))
      // Tiered like the curated ones by the name before the comma; a typo'd curated place beats a typo'd town.
      .map((other, order) => ({
        suggestion: other,
        tier: matchTier([other.name.split(',')[0] ?? other.name], q),
        source: 1,
        order,
      })),
  ];
  ranked.sort((a, b) => a.tier - b.tier || a.source - b.source || a.order - b.order);
  return ranked.map((r) => r.suggestion);
}
