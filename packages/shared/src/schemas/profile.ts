// Request and response schemas of the profile calls (spec §7). Owned by the profile feature.
export {};
