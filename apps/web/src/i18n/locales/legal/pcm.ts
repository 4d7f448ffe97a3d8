// Nigerian Pidgin. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { LegalCatalogue } from './en';

const legal: TranslationOf<LegalCatalogue> = {
  termsTitle: 'Terms and Conditions',
  privacyTitle: 'Privacy Policy',
  lastUpdated: 'Last update: {{date}}',
  englishApplies: 'Di text wey dey below na English; na di English text dey count.',
  terms: {
    account: 'Your account',
    booking: 'Booking and cancel',
    fares: 'Fares and payments',
    safety: 'Safety and how to behave',
    help: 'Help',
  },
  privacy: {
    collect: 'Information wey we dey collect',
    use: 'How we dey use am',
    sharing: 'Sharing',
    children: 'Children',
    choices: 'Wetin you fit choose',
    places: 'Place data',
    contact: 'Contact',
  },
};

export default legal;
