// Request and response schemas of the auth calls (spec §7). Owned by the auth feature.
export {};
