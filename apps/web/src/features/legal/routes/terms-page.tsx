// Terms and conditions, with the no-show limit: more than two disables a rider's account.
import { LegalPage } from '../components/legal-page';

export default function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions">
      <p>By creating an account or using Waka you agree to these terms.</p>
      <h2>Your account</h2>
      <ul>
        <li>Give true details and keep your password to yourself.</li>
        <li>Drivers and bike riders must hold valid documents and wait for approval before taking rides.</li>
      </ul>
      <h2>Booking and cancelling</h2>
      <ul>
        <li>You can cancel a ride request before the driver accepts it.</li>
        <li>Once a driver has accepted, please be at the pickup point on time.</li>
        <li>
          A rider with more than two no-show incidents (not turning up for an accepted ride) has the account
          disabled.
        </li>
      </ul>
      <h2>Fares and payments</h2>
      <ul>
        <li>The fare shown before you send a request is an estimate in naira (₦).</li>
        <li>
          Drivers and bike riders keep a wallet balance; the app’s commission on each completed ride is taken
          from it.
        </li>
      </ul>
      <h2>Safety and conduct</h2>
      <p>
        Treat drivers, bike riders and riders with respect. Abuse, fraud or unsafe behaviour ends your
        account.
      </p>
      <h2>Help</h2>
      <p>Contact support from Settings › Support at any time.</p>
    </LegalPage>
  );
}
