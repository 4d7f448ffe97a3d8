// Nigerian Pidgin. Keys and meaning follow en.ts; keep the {{placeholders}} and <tags> as they are.
import type { TranslationOf } from '../en';
import type { ProfileCatalogue } from './en';

const profile: TranslationOf<ProfileCatalogue> = {
  missingTitle: 'Some Profile Details No Dey',
  completeProfile: 'Complete Profile',
  missingText: 'Some details no dey your profile. Tell us how you go use {{appName}} to continue.',
  selectRole: 'Choose Role',
  howWillYouUse: 'How you go use {{appName}}?',
  driver: 'Driver',
  biker: 'Biker',
  bookRide: 'Book ride',
  submitFailed: 'We no fit send di details',
  submitted: 'Details don send',
  completeBiker: 'Complete Biker Profile',
  completeDriver: 'Complete Driver Profile',
  reviewWarning:
    'If you change your vehicle details or documents, dem go check your profile again. Until dem approve am again, you no go get ride requests.',
  submit: 'Send',
  licenseNumber: 'License Number',
  vehicleModel: 'Vehicle Model',
  vehiclePlateNumber: 'Vehicle Plate Number',
  licenseExpiryDate: 'Date wey License go expire',
  licenseImage: 'Picture of driver licence',
  ninImage: 'NIN picture',
  bikeNumber: 'Bike Number',
  bikeType: 'Bike Type',
  insuranceExpiryDate: 'Date wey Insurance go expire',
  bikeDocumentImage: 'Picture of bike document',
  dateHint: 'YYYY-MM-DD',
  preview: 'How {{label}} go look',
  uploading: 'E dey upload…',
  uploadFailed: 'Upload no work. Abeg choose di picture again.',
  uploaded: 'E don upload',
  locationDenied: 'You no allow location. Abeg turn am on for your browser settings.',
  locationRequired: 'You must allow location',
};

export default profile;
