// Igbo. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { LegalCatalogue } from './en';

const legal: TranslationOf<LegalCatalogue> = {
  termsTitle: 'Usoro na Iwu',
  privacyTitle: 'Iwu Nzuzo',
  lastUpdated: 'Mmelite ikpeazụ: {{date}}',
  englishApplies: 'Ederede dị n’okpuru bụ n’asụsụ Bekee; ederede Bekee ka a na-agbaso.',
  terms: {
    account: 'Akaụntụ gị',
    booking: 'Ịkpọ ụgbọ na ịkagbu',
    fares: 'Ụgwọ njem na ịkwụ ụgwọ',
    safety: 'Nchekwa na omume',
    help: 'Enyemaka',
  },
  privacy: {
    collect: 'Ozi anyị na-anakọta',
    use: 'Otú anyị si eji ya',
    sharing: 'Ịkesa',
    children: 'Ụmụaka',
    choices: 'Nhọrọ gị',
    places: 'Data ebe',
    contact: 'Kpọtụrụ anyị',
  },
};

export default legal;
