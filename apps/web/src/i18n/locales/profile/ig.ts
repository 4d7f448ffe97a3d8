// Igbo. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { ProfileCatalogue } from './en';

const profile: TranslationOf<ProfileCatalogue> = {
  missingTitle: 'Nkọwa profaịlụ ezughị',
  completeProfile: 'Mezue profaịlụ',
  missingText: 'Ụfọdụ nkọwa adịghị na profaịlụ gị. Gwa anyị otú ị ga-esi jiri {{appName}} ka ị gaa n’ihu.',
  selectRole: 'Họrọ ọrụ',
  howWillYouUse: 'Olee otú ị ga-esi jiri {{appName}}?',
  driver: 'Onye ọkwọ ụgbọala',
  biker: 'Onye ọgba ọkada',
  bookRide: 'Kpọọ ụgbọ',
  submitFailed: 'Anyị enweghị ike iziga nkọwa',
  submitted: 'Ezigala nkọwa',
  completeBiker: 'Mezue profaịlụ onye ọgba ọkada',
  completeDriver: 'Mezue profaịlụ onye ọkwọ ụgbọala',
  reviewWarning:
    'Ịgbanwe nkọwa ụgbọ gị ma ọ bụ akwụkwọ gị ga-eme ka e nyochaa profaịlụ gị ọzọ. Ruo mgbe a kwadoro ya ọzọ, ị gaghị anata arịrịọ njem.',
  submit: 'Ziga',
  licenseNumber: 'Nọmba akwụkwọ ikike',
  vehicleModel: 'Ụdị ụgbọ',
  vehiclePlateNumber: 'Nọmba ụgbọ',
  licenseExpiryDate: 'Ụbọchị akwụkwọ ikike ga-agwụ',
  licenseImage: 'Foto akwụkwọ ikike ịnya ụgbọ',
  ninImage: 'Foto NIN',
  bikeNumber: 'Nọmba ọkada',
  bikeType: 'Ụdị ọkada',
  insuranceExpiryDate: 'Ụbọchị inshọransị ga-agwụ',
  bikeDocumentImage: 'Foto akwụkwọ ọkada',
  dateHint: 'YYYY-MM-DD',
  preview: 'Foto {{label}}',
  uploading: 'Ọ na-ebugo…',
  uploadFailed: 'Ibugo agaghị. Biko họrọ foto ahụ ọzọ.',
  uploaded: 'Ebugola',
  locationDenied: 'Ị kweghị ka a hụ ebe ị nọ. Biko gbanye ya na ntọala browser gị.',
  locationRequired: 'Achọrọ ikike ebe ị nọ',
};

export default profile;
