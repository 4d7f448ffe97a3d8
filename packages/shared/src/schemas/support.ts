// Request and response schemas of the support calls (spec §7). Owned by the support feature.
export {};
