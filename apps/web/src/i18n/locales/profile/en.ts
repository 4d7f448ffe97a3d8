// The profile-completion steps in English (missing details, the role choice, the driver's and bike rider's
// forms): the source; the other languages of this folder translate the same keys.

const profile = {
  missingTitle: 'Missing Profile Details',
  completeProfile: 'Complete Profile',
  missingText: 'Your profile is missing some details. Tell us how you will use {{appName}} to continue.',
  selectRole: 'Select Role',
  howWillYouUse: 'How will you use {{appName}}?',
  driver: 'Driver',
  biker: 'Biker',
  bookRide: 'Book a ride',
  submitFailed: 'Failed to submit details',
  submitted: 'Details submitted successfully',
  completeBiker: 'Complete Biker Profile',
  completeDriver: 'Complete Driver Profile',
  reviewWarning:
    'Changing your vehicle details or documents sends your profile back for review. Until it is approved again you will not receive ride requests.',
  submit: 'Submit',
  licenseNumber: 'License Number',
  vehicleModel: 'Vehicle Model',
  vehiclePlateNumber: 'Vehicle Plate Number',
  licenseExpiryDate: 'License Expiry Date',
  licenseImage: "Driver's licence image",
  ninImage: 'NIN image',
  bikeNumber: 'Bike Number',
  bikeType: 'Bike Type',
  insuranceExpiryDate: 'Insurance Expiry Date',
  bikeDocumentImage: 'Bike document image',
  dateHint: 'YYYY-MM-DD',
  preview: 'Preview of {{label}}',
  uploading: 'Uploading…',
  uploadFailed: 'Upload failed. Please choose the image again.',
  uploaded: 'Uploaded',
  locationDenied: 'Location permission denied. Please enable it in your browser settings.',
  locationRequired: 'Location permission is required',
};

export default profile;
export type ProfileCatalogue = typeof profile;
