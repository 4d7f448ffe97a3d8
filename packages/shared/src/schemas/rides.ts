// Request and response schemas of the rides calls (spec §7). Owned by the rides feature.
export {};
