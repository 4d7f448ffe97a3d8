// Request and response schemas of the geo calls (spec §7). Owned by the geo feature.
export {};
