// Yorùbá. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { ProfileCatalogue } from './en';

const profile: TranslationOf<ProfileCatalogue> = {
  missingTitle: 'Àlàyé profaili kò pé',
  completeProfile: 'Parí profaili',
  missingText:
    'Àwọn àlàyé kan kò sí nínú profaili rẹ. Sọ fún wa bí o ṣe máa lo {{appName}} kí o tó tẹ̀síwájú.',
  selectRole: 'Yan ipa rẹ',
  howWillYouUse: 'Báwo lo ṣe máa lo {{appName}}?',
  driver: 'Awakọ̀',
  biker: 'Ọlọ́kadà',
  bookRide: 'Pe ọkọ̀',
  submitFailed: 'A kò lè fi àlàyé náà ránṣẹ́',
  submitted: 'A ti fi àlàyé ránṣẹ́',
  completeBiker: 'Parí profaili ọlọ́kadà',
  completeDriver: 'Parí profaili awakọ̀',
  reviewWarning:
    'Tí o bá yí àlàyé ọkọ̀ tàbí ìwé rẹ padà, a ó tún profaili rẹ yẹ̀wò. Títí a ó fi tún fọwọ́ sí i, o kò ní gba ìbéèrè ìrìn àjò.',
  submit: 'Fi ránṣẹ́',
  licenseNumber: 'Nọ́ńbà ìwé-ẹ̀rí awakọ̀',
  vehicleModel: 'Irú ọkọ̀',
  vehiclePlateNumber: 'Nọ́ńbà ọkọ̀',
  licenseExpiryDate: 'Ọjọ́ tí ìwé-ẹ̀rí yóò parí',
  licenseImage: 'Àwòrán ìwé-ẹ̀rí awakọ̀',
  ninImage: 'Àwòrán NIN',
  bikeNumber: 'Nọ́ńbà ọ̀kadà',
  bikeType: 'Irú ọ̀kadà',
  insuranceExpiryDate: 'Ọjọ́ tí ìbánigbófò yóò parí',
  bikeDocumentImage: 'Àwòrán ìwé ọ̀kadà',
  dateHint: 'YYYY-MM-DD',
  preview: 'Àwòrán {{label}}',
  uploading: 'Ó ń gbé e sókè…',
  uploadFailed: 'Gbígbé sókè kò yọrí. Jọ̀wọ́ tún yan àwòrán náà.',
  uploaded: 'A ti gbé e sókè',
  locationDenied: 'O kò gba location láàyè. Jọ̀wọ́ tàn án nínú ètò browser rẹ.',
  locationRequired: 'A nílò ìyọ̀ǹda location',
};

export default profile;
