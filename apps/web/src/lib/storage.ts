// Browser-stored items, under exactly those names. Every read and write goes through here.
export const STORAGE_KEYS = {
  token: 'token',
  tokenCreatedAt: 'tokenCreatedAt',
  uname: 'uname',
  userId: 'userId',
  useremail: 'useremail',
  email: 'email',
  profilePicture: 'profilePicture',
  role: 'role',
  userRole: 'userRole',
  approved: 'approved',
  riderId: 'riderId',
  rideDetails: 'rideDetails',
  rideRequestId: 'rideRequestId',
  userLocation: 'userLocation',
  lastSelectedType: 'lastSelectedType',
  fareEstimate: 'fareEstimate',
  acceptedRide: 'acceptedRide',
  paymentReference: 'paymentReference',
  themeMode: 'themeMode',
  /** The rider's chosen destination, kept through a cancel or a decline (an addition the older readers ignore). */
  chosenDestination: 'chosenDestination',
  /** The chosen language (en, pcm, yo, ha, ig); kept on this device through logout, like the theme. */
  language: 'language',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    localStorage.setItem(STORAGE_KEYS[key], value);
  },
  remove(...keys: StorageKey[]): void {
    for (const key of keys) localStorage.removeItem(STORAGE_KEYS[key]);
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
