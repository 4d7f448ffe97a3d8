// Hausa. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { LegalCatalogue } from './en';

const legal: TranslationOf<LegalCatalogue> = {
  termsTitle: 'Sharuɗɗa da Ka’idoji',
  privacyTitle: 'Manufar Sirri',
  lastUpdated: 'Sabuntawa ta ƙarshe: {{date}}',
  englishApplies: 'Rubutun da ke ƙasa da Turanci ne; rubutun Turanci ne ke aiki.',
  terms: {
    account: 'Asusunka',
    booking: 'Kira da sokewa',
    fares: 'Kuɗin tafiya da biya',
    safety: 'Tsaro da ɗabi’a',
    help: 'Taimako',
  },
  privacy: {
    collect: 'Bayanan da muke tattarawa',
    use: 'Yadda muke amfani da su',
    sharing: 'Rabawa',
    children: 'Yara',
    choices: 'Zaɓuɓɓukanka',
    places: 'Bayanan wurare',
    contact: 'Tuntuɓe mu',
  },
};

export default legal;
