// The privacy policy's body: what is collected; not for children under 13.
// English in every language (docs/decisions/196): the headings around it come from the legal catalogue.
import { MINIMUM_AGE } from '@waka/shared';
import type { ReactNode } from 'react';
import type { LegalCatalogue } from '../../../i18n/locales/legal/en';

export const INTRO = (
  <>
    <p>
      This policy explains what Waka collects when you use the app to book or drive rides, why, and what
      choices you have.
    </p>
  </>
);

export const SECTIONS: { heading: keyof LegalCatalogue['privacy']; body: ReactNode }[] = [
  {
    heading: 'collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Location.</strong> Your device’s location while you use the app, to find drivers and bike
            riders near you, show pickup and destination addresses, estimate fares and let your driver reach
            you. Drivers and bike riders share their location while they are available for rides.
          </li>
          <li>
            <strong>Personal information.</strong> Your name, username, phone number, e-mail address and
            profile photo. Drivers and bike riders also give driver documents: licence details and images,
            vehicle or bike details, and a National Identification Number (NIN) document.
          </li>
          <li>
            <strong>Device information.</strong> The type of device and browser, and technical logs needed to
            keep the service working and secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'use',
    body: (
      <>
        <ul>
          <li>To connect riders with nearby drivers and bike riders and to run each ride.</li>
          <li>To verify accounts, approve drivers and bike riders, and prevent fraud and abuse.</li>
          <li>To process wallet payments through our card payment provider.</li>
          <li>To answer your support messages and send you notifications about your rides.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'sharing',
    body: (
      <>
        <p>
          Once a ride is accepted, the rider sees the driver’s name and phone number and the driver sees the
          rider’s name, phone number and trip. Card payments are handled by our payment provider; we never see
          your card number. We do not sell your information.
        </p>
      </>
    ),
  },
  {
    heading: 'children',
    body: (
      <>
        <p>Waka is not for children under {MINIMUM_AGE}. We do not knowingly collect their information.</p>
      </>
    ),
  },
  {
    heading: 'choices',
    body: (
      <>
        <p>
          You can update your profile in Settings, turn off location in your browser (the app then cannot find
          rides for you), and ask us to delete your account through Support.
        </p>
      </>
    ),
  },
  {
    heading: 'places',
    body: (
      <>
        <p>
          Place names and locations come from{' '}
          <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
            GeoNames
          </a>
          , used under the{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
            Creative Commons Attribution 4.0 licence (CC BY 4.0)
          </a>
          .
        </p>
      </>
    ),
  },
  {
    heading: 'contact',
    body: (
      <>
        <p>Questions about this policy: use Support in Settings.</p>
      </>
    ),
  },
];
