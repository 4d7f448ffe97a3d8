// Pushes the driver's position every 50 s; moving more than ~100 m between pushes would otherwise
// leave riders seeing a stale position, so a significant move pushes at once.
export const SIGNIFICANT_MOVE_M = 100;
