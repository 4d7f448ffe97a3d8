// Place search shared by the gazetteer and the operator's curated places: a MiniSearch index finds typo'd
// names ("Yabba" → Yaba, "Lekky" → Lekki); every candidate then gets a match tier from its names so an exact
// or prefix match always outranks a fuzzy one, and inside a tier the nearer and more important place wins.
import MiniSearch from 'minisearch';
import { distanceKm, normalizeText } from './geo-math';
import type { GeoPoint } from './types';

export interface IndexedPlace extends GeoPoint {
  /** The names the place answers to: its name first, then aliases ("Victoria Island", "VI", "Vic"). */
  names: string[];
  /** Larger is more important (log scale: population, or a category's weight). */
  importance: number;
}

export interface RankedPlace<T> {
  place: T;
  /** 0 exact, 1 a name starts with the text, 2 every word starts a word, 3 inside a name, 4–4.5 typo'd. */
  tier: number;
  score: number;
}

interface NameForms {
  normalized: string;
  compact: string;
  words: string[];
}

const forms = (name: string): NameForms => {
  const normalized = normalizeText(name);
  return { normalized, compact: normalized.replace(/ /g, ''), words: normalized.split(' ') };
};

/** Typos allowed per word: none up to 3 letters ("VI", "CMS" are exact), one up to 5, then two. */
const fuzzyDistance = (term: string) => (term.length <= 3 ? 0 : term.length <= 5 ? 1 : 2);

/** The match tier of a place's names for the text (see RankedPlace.tier; 4.5, the last, when only a typo matches). */
export function matchTier(names: string[], q: string): number {
  const tier = tierOf(names.map(forms), forms(q));
  return tier === -1 ? 4.5 : tier;
}

/** Plain loops, no closures: this runs for every name on every search (a closure per call cost 20×). */
function tierOf(names: NameForms[], query: NameForms): number {
  let best = -1;
  for (const name of names) {
    const tier = nameTier(name, query);
    if (tier !== -1 && (best === -1 || tier < best)) best = tier;
  }
  return best;
}

function nameTier(name: NameForms, query: NameForms): number {
  if (name.normalized === query.normalized || name.compact === query.compact) return 0;
  if (name.normalized.startsWith(query.normalized) || name.compact.startsWith(query.compact)) return 1;
  let everyWord = true;
  for (const word of query.words) {
    let starts = false;
    for (const candidate of name.words) {
      if (candidate.startsWith(word)) {
        starts = true;
        break;
      }
    }
    if (!starts) {
      everyWord = false;
      break;
    }
  }
  if (everyWord) return 2;
  if (query.compact.length >= 4 && name.compact.includes(query.compact)) return 3;
  return -1;
}

/** Half a category step (see modules/places/search.ts): an alias match yields to an equal name match. */
const ALIAS_PENALTY = 0.5;

export interface PlaceIndex<T extends IndexedPlace> {
  readonly size: number;
  search(query: { q: string; near?: GeoPoint; limit: number; exactOnly?: boolean }): RankedPlace<T>[];
}

export function createPlaceIndex<T extends IndexedPlace>(places: readonly T[]): PlaceIndex<T> {
  const nameForms = places.map((place) => place.names.map(forms));
  const mini = new MiniSearch<{ id: number; names: string }>({
    fields: ['names'],
    processTerm: (term) => normalizeText(term) || null,
    tokenize: (text) => text.split(/[\s,/()-]+/),
    searchOptions: { fuzzy: (term) => fuzzyDistance(term), prefix: true, combineWith: 'AND' },
  });
  mini.addAll(places.map((place, id) => ({ id, names: place.names.join(' , ') })));

  return {
    size: places.length,
    search({ q, near, limit, exactOnly }) {
      const query = forms(q);
      if (query.normalized === '') return [];
      const found = new Map<number, { tier: number; relevance: number; byAlias?: boolean }>();
      // The tiers scan every name (cheap: a few thousand strings) so "portharcourt" or "arcourt" still match.
      for (let id = 0; id < nameForms.length; id++) {
        const names = nameForms[id]!;
        const tier = tierOf(names, query);
        if (tier < 0 || (exactOnly && tier !== 0)) continue;
        // Matched only through an alias ("Ike…" in "Ikeja Airport"): the place named so comes first.
        const byName = names.length === 1 || nameTier(names[0]!, query) === tier;
        found.set(id, { tier, relevance: 0, byAlias: !byName });
      }
      // Typo'd matches rank after every other tier, so they are only looked for when the others leave room
      // (MiniSearch's fuzzy walk is the costly part of a search).
      if (!exactOnly && found.size < limit) {
        for (const result of mini.search(query.normalized)) {
          const id = result.id as number;
          const known = found.get(id);
          if (known) continue;
          // A typo'd match is tiered again with the words it was corrected to: "Lekky" is Lekki (4.0)
          // before Lekki Phase 1 (4.1).
          const corrected = tierOf(nameForms[id]!, forms(result.terms.join(' ')));
          found.set(id, { tier: 4 + (corrected >= 0 ? corrected : 5) / 10, relevance: result.score });
        }
      }
      return [...found.entries()]
        .map(([id, { tier, relevance, byAlias }]) => {
          const place = places[id]!;
          const proximity = near ? -2 * Math.log10(1 + distanceKm(near, place) / 25) : 0;
          // MiniSearch's relevance only orders the typo'd matches; the others are ranked as before it.
          const typo = tier >= 4 ? Math.log10(1 + relevance) : 0;
          return { place, tier, score: place.importance + proximity + typo - (byAlias ? ALIAS_PENALTY : 0) };
        })
        .sort((a, b) => a.tier - b.tier || b.score - a.score)
        .slice(0, limit);
    },
  };
}
