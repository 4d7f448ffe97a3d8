// Hausa. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { ProfileCatalogue } from './en';

const profile: TranslationOf<ProfileCatalogue> = {
  missingTitle: 'Bayanan asusu ba su cika ba',
  completeProfile: 'Cika bayanai',
  missingText:
    'Wasu bayanai ba su cikin asusunka. Faɗa mana yadda za ka yi amfani da {{appName}} don ci gaba.',
  selectRole: 'Zaɓi matsayi',
  howWillYouUse: 'Yaya za ka yi amfani da {{appName}}?',
  driver: 'Direba',
  biker: 'Ɗan acaɓa',
  bookRide: 'Kira abin hawa',
  submitFailed: 'Ba a iya aika bayanai ba',
  submitted: 'An aika bayanai',
  completeBiker: 'Cika bayanan ɗan acaɓa',
  completeDriver: 'Cika bayanan direba',
  reviewWarning:
    'Canza bayanan abin hawa ko takardunka zai sa a sake duba asusunka. Har sai an sake amincewa, ba za ka karɓi buƙatun tafiya ba.',
  submit: 'Aika',
  licenseNumber: 'Lambar lasisi',
  vehicleModel: 'Samfurin mota',
  vehiclePlateNumber: 'Lambar mota',
  licenseExpiryDate: 'Ranar ƙarewar lasisi',
  licenseImage: 'Hoton lasisin tuƙi',
  ninImage: 'Hoton NIN',
  bikeNumber: 'Lambar babur',
  bikeType: 'Irin babur',
  insuranceExpiryDate: 'Ranar ƙarewar inshora',
  bikeDocumentImage: 'Hoton takardar babur',
  dateHint: 'YYYY-MM-DD',
  preview: 'Hoton {{label}}',
  uploading: 'Ana lodawa…',
  uploadFailed: 'Lodawa ba ta yi nasara ba. Don Allah zaɓi hoton kuma.',
  uploaded: 'An loda',
  locationDenied: 'Ba ka ba da izinin wuri ba. Don Allah ka kunna shi a saitunan burauzarka.',
  locationRequired: 'Ana buƙatar izinin wuri',
};

export default profile;
