// Privacy policy, dated June 2, 2025: what is collected; not for children under 13.
import { MINIMUM_AGE, PRIVACY_POLICY_DATE } from '@waka/shared';
import { LegalPage } from '../components/legal-page';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated={`Last updated: ${PRIVACY_POLICY_DATE}`}>
      <p>
        This policy explains what Waka collects when you use the app to book or drive rides, why, and what
        choices you have.
      </p>
      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Location.</strong> Your device’s location while you use the app, to find drivers and bike
          riders near you, show pickup and destination addresses, estimate fares and let your driver reach
          you. Drivers and bike riders share their location while they are available for rides.
        </li>
        <li>
          <strong>Personal information.</strong> Your name, username, phone number, e-mail address and profile
          photo. Drivers and bike riders also give driver documents: licence details and images, vehicle or
          bike details, and a National Identification Number (NIN) document.
        </li>
        <li>
          <strong>Device information.</strong> The type of device and browser, and technical logs needed to
          keep the service working and secure.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To connect riders with nearby drivers and bike riders and to run each ride.</li>
        <li>To verify accounts, approve drivers and bike riders, and prevent fraud and abuse.</li>
        <li>To process wallet payments through our card payment provider.</li>
        <li>To answer your support messages and send you notifications about your rides.</li>
      </ul>
      <h2>Sharing</h2>
      <p>
        Once a ride is accepted, the rider sees the driver’s name and phone number and the driver sees the
        rider’s name, phone number and trip. Card payments are handled by our payment provider; we never see
        your card number. We do not sell your information.
      </p>
      <h2>Children</h2>
      <p>Waka is not for children under {MINIMUM_AGE}. We do not knowingly collect their information.</p>
      <h2>Your choices</h2>
      <p>
        You can update your profile in Settings, turn off location in your browser (the app then cannot find
        rides for you), and ask us to delete your account through Support.
      </p>
      <h2>Place data</h2>
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
      <h2>Contact</h2>
      <p>Questions about this policy: use Support in Settings.</p>
    </LegalPage>
  );
}
