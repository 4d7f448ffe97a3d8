// Request and response schemas of the wallet calls (spec §7). Owned by the wallet feature.
export {};
