// The server's user-visible messages in English, keyed (shared texts by reference). English is what every
// service writes; a request in another language has its message looked up here by its English text and
// answered in that language (docs/decisions/194). `{{name}}` marks a part that changes (a zone's name, a number of minutes).
import { MSG, MSG_SAFETY } from '@waka/shared';
import { INTERNAL_ERROR_MESSAGE } from '../../lib/errors';
import { AUTH_MSG } from '../../modules/auth/errors';

export const en = {
  // General
  internal: INTERNAL_ERROR_MESSAGE,
  requestInvalid: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  fileTooLarge: 'The file is too large.',
  adminOnly: 'This action needs an administrator account.',
  // Sign-up, sign-in, codes, passwords
  fillAllFields: MSG.fillAllFields,
  fillOutAllFields: MSG.fillOutAllFields,
  invalidEmail: MSG.invalidEmail,
  invalidPhone: MSG.invalidPhone,
  invalidUsername: MSG.invalidUsername,
  passwordsDoNotMatch: MSG.passwordsDoNotMatch,
  passwordNeedsNumber: MSG.passwordNeedsNumber,
  passwordNeedsLetter: MSG.passwordNeedsLetter,
  passwordNeedsSpecial: MSG.passwordNeedsSpecial,
  passwordTooShort: MSG.passwordTooShort,
  passwordHint: MSG.passwordHint,
  mustAgreeTerms: MSG.mustAgreeTerms,
  invalidOtp: MSG.invalidOtp,
  authTokenNotFound: MSG.authTokenNotFound,
  invalidToken: MSG.invalidToken,
  sessionExpired: MSG.sessionExpired,
  pendingApproval: MSG.pendingApproval,
  accountUnverified: MSG.accountUnverified,
  emailTaken: AUTH_MSG.emailTaken,
  usernameTaken: AUTH_MSG.usernameTaken,
  phoneTaken: AUTH_MSG.phoneTaken,
  wrongCredentials: AUTH_MSG.wrongCredentials,
  accountDisabled: AUTH_MSG.disabled,
  codeInvalid: AUTH_MSG.codeInvalid,
  resetNotAllowed: AUTH_MSG.resetNotAllowed,
  codeSentIfAccount: 'If that email belongs to an account, we have sent it a code.',
  codeSentIfNeeded: 'If that address needs a code, a new one has been sent to it.',
  accountCreated: 'Account created. We sent a 6-digit code to your email.',
  accountCreatedNoMail: 'Account created, but we could not send the code. Use Resend OTP to get a new one.',
  emailVerified: 'Your email is verified. You can now log in.',
  codeAccepted: 'Code accepted. Choose a new password within 10 minutes.',
  passwordReset: 'Password reset successfully!',
  throttledOneMinute:
    'Too many failed attempts from this network. Try again in 1 minute, or reset your password.',
  throttledMinutes:
    'Too many failed attempts from this network. Try again in {{minutes}} minutes, or reset your password.',
  // Profile
  profileUpdated: 'Profile updated successfully!',
  pictureUpdated: 'Profile picture updated!',
  detailsSubmitted: 'Details submitted successfully',
  wrongCurrentPassword: 'Your current password is not correct. Check it and try again.',
  userNotFound: 'User not found.',
  documentNotFound: 'Document not found.',
  profileIncomplete: MSG.profileIncomplete,
  // Rides
  rideNotFound: 'Ride not found.',
  rideRequestNotFound: 'Ride request not found.',
  rideExpired: 'This ride request has expired.',
  openRide: 'You already have an open ride request. Cancel it or wait for it to end first.',
  activeRide: 'You already have an active ride. Complete it before accepting another.',
  driverUnavailable: 'This driver is no longer available. Please choose another one.',
  bikerInZone:
    'This bike rider is inside a no-bikes zone and cannot take requests there. Please choose another one.',
  notApprovedToAccept:
    'Your account is not approved to accept rides right now. Check Settings or contact support.',
  takenByAnother: 'Another driver accepted this request first.',
  riderCancelled: 'The rider cancelled this request.',
  rideAccepted: 'Ride accepted!',
  rideStarted: 'Ride Started!',
  rideCompleted: 'Ride Completed!',
  rideRequestCancelled: 'Ride request cancelled',
  locationUpdated: 'Location updated.',
  noReceiptYet: 'The receipt is ready once the driver completes the ride.',
  selectDestination: MSG.selectDestination,
  // Safety
  pinRequired: MSG_SAFETY.pinRequired,
  pinWrongOneLeft: 'That PIN is not right. Ask the rider for the 4 digits on their screen (1 try left).',
  pinWrong: 'That PIN is not right. Ask the rider for the 4 digits on their screen ({{left}} tries left).',
  pinLocked: MSG_SAFETY.pinLocked,
  alreadyRated: MSG_SAFETY.alreadyRated,
  rateOnlyCompleted: MSG_SAFETY.rateOnlyCompleted,
  thanksForRating: 'Thank you for rating this ride.',
  tripLinkInvalid: 'This trip link is not valid.',
  // No-bikes zones
  zonePickup:
    'Bikes are not allowed in {{zone}} (a no-bikes zone), and your pickup point is inside it. Take a car, or meet a bike rider just outside the zone.',
  zoneDestination:
    'Bikes are not allowed in {{zone}} (a no-bikes zone), and your destination is inside it. Take a car for the whole trip, or a bike rider to the edge of the zone.',
  zonePath:
    'Bikes are not allowed in {{zone}} (a no-bikes zone), and this trip would cross it. Take a car for this trip.',
  zonePosition:
    'You are inside {{zone}}, a no-bikes zone. You will get no ride requests while you are there.',
  // Places, wallet, support, notifications
  placeAdded: 'Place added.',
  placeSaved: 'Place saved.',
  placeRemoved: 'Place removed.',
  removed: 'Removed.',
  placeNotFound: 'Place not found. It may have been deleted.',
  minimumPayment: MSG.minimumPayment,
  paymentVerified: 'Payment verified. Your wallet has been funded.',
  messageSent: 'Your message has been sent!',
  supportBothRequired: MSG.supportBothRequired,
  notificationsOn: 'Notifications are on for this browser.',
  notificationsOff: 'Notifications are off for this browser.',
  onlyRidersRequest: 'Only riders can request rides.',
  driverNotFound: 'Driver not found.',
  noOneAccepted:
    'No one nearby accepted your request. Try again in a few minutes, or pick a driver from the list.',
  noDriversNearby: 'No available drivers near your pickup right now. Try again in a few minutes.',
  youDeclined: 'You declined this request.',
  onlyDriversOnline: 'Only drivers and bike riders can go online or offline.',
  tooManyStreams:
    'Too many live connections from this network. Close some Waka tabs or try again in a minute.',
  locationUnknown:
    'We do not know where you are. Turn on location so we can see you are at the pickup point.',
  chooseFile: 'Choose a file to upload (form field "file").',
  imageUnreadable: 'We could not read that image. Please upload a photo in JPEG, PNG, WebP or GIF.',
  uploadInvalid: 'The upload is not a valid multipart/form-data body.',
  uploadEmpty: 'The uploaded file is empty.',
  shareNotYet: 'A trip can be shared once the driver has accepted it, until it ends.',
  shareTooMany: 'This trip has been shared too many times already.',
  shareOnlyRider: 'Only the rider can share this trip.',
  shareSentOne: 'Trip link sent to 1 trusted contact.',
  shareSent: 'Trip link sent to {{count}} trusted contacts.',
  shareNoContacts: 'Add trusted contacts in Settings to e-mail them your trip.',
  contactNeedsName: 'Each contact needs a name.',
  contactsDistinct: 'Each trusted contact needs a different e-mail address.',
  tripEnded: 'This trip has ended',
  walletFunded: 'Your wallet has been funded with {{amount}}.',
  commissionTaken: 'A commission of {{amount}} was taken from your wallet for your ride.',
  paymentReversed: 'Your card payment of {{amount}} was reversed, so it was taken back from your wallet.',
  pinAlert:
    'Safety alert: a wrong ride PIN was typed 5 times, so your ride cannot be started. Do not get on the vehicle unless it matches the plate on your screen; use SOS if you feel unsafe.',
  // Ride notices (the notification list and live events)
  noticeNewRequest: 'New ride request from {{rider}}: {{from}} to {{to}} (₦{{fare}}).',
  noticeAccepted: '{{driver}} accepted your ride request.',
  noticeDeclined: '{{driver}} declined your ride request.',
  noticeStarted: 'Your ride with {{driver}} has started.',
  noticeCompleted: 'Your ride with {{driver}} is complete. Thank you for riding with us.',
  noticeCancelled: '{{rider}} cancelled the ride request.',
  noticeExpiredDriver:
    'Your ride request expired: {{driver}} did not answer in time. Please choose another driver.',
  noticeExpiredBiker:
    'Your ride request expired: {{driver}} did not answer in time. Please choose another bike rider.',
  noticeNoShow: '{{driver}} reported that you did not come to the pickup point.',
  noticeDriverOffline: 'Your driver went offline. Please choose another driver.',
  noticeBikerOffline: 'Your bike rider went offline. Please choose another bike rider.',
  noticeDriverBusy: 'Your driver just took another ride. Please choose another driver.',
  noticeBikerBusy: 'Your bike rider just took another ride. Please choose another bike rider.',
  noticeDriverUnavailable: 'Your driver can no longer take rides just now. Please choose another driver.',
  noticeBikerUnavailable:
    'Your bike rider can no longer take rides just now. Please choose another bike rider.',
  // E-mails (subjects, headings, paragraphs)
  mailYourCode: 'Your code: {{code}}',
  mailFooter: '{{appName}} — rides across Nigeria. You get this e-mail because of your {{appName}} account.',
  mailVerifySubject: '{{code}} is your {{appName}} verification code',
  mailResetSubject: '{{code}} is your {{appName}} password reset code',
  mailCodePreheader: '{{code}} — valid for 10 minutes.',
  mailResetHeading: 'Reset your {{appName}} password',
  mailWelcomeHeading: 'Welcome to {{appName}}',
  mailHello: 'Hello {{name}},',
  mailResetCode:
    'Enter this code in {{appName}} to choose a new password. It works once and expires in 10 minutes.',
  mailVerifyCode:
    'Enter this code in {{appName}} to verify your email address. It works once and expires in 10 minutes.',
  mailCodeIgnore:
    'If you did not ask for it, ignore this e-mail; nobody can use your account without the code.',
  mailApprovedSubject: 'Your {{appName}} account is approved',
  mailAttentionSubject: 'Your {{appName}} account needs attention',
  mailApprovedText:
    'Good news: your driver details were approved. Log in to {{appName}}, fund your wallet and start receiving ride requests.',
  mailNotApprovedYet: 'We could not approve your details yet.',
  mailReason: 'Reason: {{reason}}',
  mailUpdateDetails:
    'Please update your details in {{appName}} and submit them again, or contact support from Settings.',
  mailApprovedHeading: 'You are approved',
  mailNotApprovedHeading: 'Approval not granted',
  mailSignInSubject: 'Someone is trying to sign in to your {{appName}} account',
  mailSignInHeading: 'Failed sign-in attempts',
  mailSignInText:
    'There were {{failures}} wrong passwords for your account from the network address {{address}}. That address now has to wait longer between tries; you can still sign in from your own device.',
  mailSignInAdvice:
    'If this was not you, choose a new password with Forgot Password. If it was you, you can ignore this e-mail.',
  mailPasswordChangedSubject: 'Your {{appName}} password was changed',
  mailPasswordChangedHeading: 'Password changed',
  mailPasswordChangedText:
    'The password of your {{appName}} account was just changed from your profile, and every other signed-in device was signed out.',
  mailPasswordChangedAdvice:
    'If this was not you, choose a new password at once with Forgot Password and contact support from Settings.',
  mailReceiptSubject: 'Your {{appName}} receipt: {{fare}} (ride {{ride}})',
  mailReceiptPreheader: '{{fare}} — your ride with {{driver}}',
  mailReceiptHeading: 'Your {{appName}} receipt',
  mailReceiptThanks: 'Hello {{name}}, thank you for riding with {{appName}}.',
  mailReceiptFare: 'Fare to pay: {{fare}}',
  mailReceiptRoute: 'From {{from}} to {{to}}',
  mailReceiptDriver: 'Driver: {{driver}}',
  mailReceiptDate: 'Date: {{date}}',
  mailShareSubject: '{{name}} shared a {{appName}} trip with you',
  mailShareHeading: 'Follow my trip',
  mailShareText: '{{name}} is on a {{appName}} ride and wants you to be able to follow it live.',
  mailShareLink: 'Open this link to see the vehicle, its plate and where it is now: {{url}}',
  mailShareEnds: 'The page stops showing positions when the trip ends.',
  mailSosSubject: 'SOS: {{name}} asked for help on a {{appName}} ride',
  mailSosHeading: 'Emergency alert',
  mailSosText:
    '{{name}} pressed the SOS button during a {{appName}} ride. Please try to reach them now; if you cannot, call the emergency number 112.',
  mailSosPosition: 'Last known position: {{url}}',
  mailSosPlate: 'Vehicle plate: {{plate}}',
  mailSosNote: 'Their note: {{note}}',
  mailSosFollow: 'Follow the trip live: {{url}}',
  mailSosTeam: 'Our operations team has been alerted too.',
  // Texts with a changing part from bookings, rides, safety, places and profiles
  savedPlaceMissing: 'No {{kind}} place is saved.',
  documentKindInvalid: 'kind must be license, nin or bike_document.',
  dateNotReal: '{{field}} is not a real date. Use YYYY-MM-DD.',
  dateInPast: '{{field}} must not be in the past.',
  documentNotYours: '{{field}} must be a document you uploaded.',
  pushEndpointInvalid: 'endpoint must be the HTTPS address of a push service.',
  requestExpiredChooseAnother:
    'Your ride request expired: {{name}} did not answer in time. Please choose another {{person}}.',
  walletBelowThreshold: 'Your wallet balance is below ₦{{amount}}. Add funds to accept rides.',
  onlyPartyOfRide: 'Only the {{party}} of this ride can do that.',
  rideCannotChange: 'This ride cannot be {{action}}: {{state}}.',
  noShowTooSoon: 'Please keep waiting: a no-show can be reported {{wait}} after accepting ({{left}} more).',
  noShowTooFar:
    'Go to the pickup point first: you are {{away}} away, and a no-show can be reported within {{limit}} m of it.',
  tooManyRequestsWait: 'Too many requests. Please wait {{seconds}} seconds and try again.',
} as const;

export type MessageKey = keyof typeof en;
export type MessageCatalogue = Record<MessageKey, string>;
