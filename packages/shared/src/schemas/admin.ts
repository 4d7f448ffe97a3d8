// Request and response schemas of the admin calls (spec §7). Owned by the admin feature.
export {};
