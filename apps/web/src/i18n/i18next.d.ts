import 'i18next';
import type { DriverCatalogue } from './locales/driver/en';
import type { Catalogue } from './locales/en';
import type { RiderCatalogue } from './locales/rider/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue; rider: RiderCatalogue; driver: DriverCatalogue };
  }
}
