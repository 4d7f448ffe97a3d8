import 'i18next';
import type { AccountCatalogue } from './locales/account/en';
import type { BookingCatalogue } from './locales/booking/en';
import type { DriverCatalogue } from './locales/driver/en';
import type { Catalogue } from './locales/en';
import type { RideCatalogue } from './locales/ride/en';
import type { RiderCatalogue } from './locales/rider/en';
import type { SafetyCatalogue } from './locales/safety/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Catalogue;
      ride: RideCatalogue;
      rider: RiderCatalogue;
      driver: DriverCatalogue;
      booking: BookingCatalogue;
      safety: SafetyCatalogue;
      account: AccountCatalogue;
    };
  }
}
