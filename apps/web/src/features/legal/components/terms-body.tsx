// The terms' body, with the no-show limit: more than two disables a rider's account.
// English in every language (docs/decisions/196): the headings around it come from the legal catalogue.

import type { ReactNode } from 'react';
import type { LegalCatalogue } from '../../../i18n/locales/legal/en';

export const INTRO = (
  <>
    <p>By creating an account or using Waka you agree to these terms.</p>
  </>
);

export const SECTIONS: { heading: keyof LegalCatalogue['terms']; body: ReactNode }[] = [
  {
    heading: 'account',
    body: (
      <>
        <ul>
          <li>Give true details and keep your password to yourself.</li>
          <li>
            Drivers and bike riders must hold valid documents and wait for approval before taking rides.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'booking',
    body: (
      <>
        <ul>
          <li>You can cancel a ride request before the driver accepts it.</li>
          <li>Once a driver has accepted, please be at the pickup point on time.</li>
          <li>
            A rider with more than two no-show incidents (not turning up for an accepted ride) has the account
            disabled.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'fares',
    body: (
      <>
        <ul>
          <li>The fare shown before you send a request is an estimate in naira (₦).</li>
          <li>
            Drivers and bike riders keep a wallet balance; the app’s commission on each completed ride is
            taken from it.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'safety',
    body: (
      <>
        <p>
          Treat drivers, bike riders and riders with respect. Abuse, fraud or unsafe behaviour ends your
          account.
        </p>
      </>
    ),
  },
  {
    heading: 'help',
    body: (
      <>
        <p>Contact support from Settings › Support at any time.</p>
      </>
    ),
  },
];
