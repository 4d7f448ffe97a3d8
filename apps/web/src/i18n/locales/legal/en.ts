// The legal pages' titles, headings and navigation in English; their body text stays English in every language
// (docs/decisions/196). The other languages of this folder translate the same keys.

const legal = {
  termsTitle: 'Terms and Conditions',
  privacyTitle: 'Privacy Policy',
  lastUpdated: 'Last updated: {{date}}',
  // Shown above the body in the other languages only.
  englishApplies: 'The text below is in English; the English text applies.',
  terms: {
    account: 'Your account',
    booking: 'Booking and cancelling',
    fares: 'Fares and payments',
    safety: 'Safety and conduct',
    help: 'Help',
  },
  privacy: {
    collect: 'Information we collect',
    use: 'How we use it',
    sharing: 'Sharing',
    children: 'Children',
    choices: 'Your choices',
    places: 'Place data',
    contact: 'Contact',
  },
};

export default legal;
export type LegalCatalogue = typeof legal;
