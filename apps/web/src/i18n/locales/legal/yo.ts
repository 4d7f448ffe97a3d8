// Yorùbá. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { LegalCatalogue } from './en';

const legal: TranslationOf<LegalCatalogue> = {
  termsTitle: 'Àwọn Òfin àti Àdéhùn',
  privacyTitle: 'Ìlànà Àṣírí',
  lastUpdated: 'Àtúnṣe tó kẹ́yìn: {{date}}',
  englishApplies: 'Ọ̀rọ̀ ìsàlẹ̀ yìí wà ní èdè Gẹ̀ẹ́sì; ọ̀rọ̀ Gẹ̀ẹ́sì ni ó fẹsẹ̀ múlẹ̀.',
  terms: {
    account: 'Àkáǹtì rẹ',
    booking: 'Pípe ọkọ̀ àti fífagilé',
    fares: 'Owó ọkọ̀ àti ìsanwó',
    safety: 'Ààbò àti ìwà',
    help: 'Ìrànlọ́wọ́',
  },
  privacy: {
    collect: 'Ìwífún tí a ń gbà',
    use: 'Bí a ṣe ń lò ó',
    sharing: 'Pínpín',
    children: 'Àwọn ọmọdé',
    choices: 'Ohun tí o lè yàn',
    places: 'Àlàyé ibi',
    contact: 'Kàn sí wa',
  },
};

export default legal;
