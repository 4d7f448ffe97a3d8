// How to turn location back on, for iPhone Safari, Android Chrome, or any other browser.
import type { Platform } from '../../../lib/geolocation';

const STEPS: Record<Platform, { title: string; steps: string[] }> = {
  'ios-safari': {
    title: 'Turn on location in iPhone Safari',
    steps: [
      'Open the Settings app, then Privacy & Security › Location Services, and make sure it is on.',
      'In Settings, scroll to Safari › Location and choose "Ask" or "Allow".',
      'Back in Safari, tap "aA" in the address bar › Website Settings › Location › Allow.',
      'Reload this page.',
    ],
  },
  'android-chrome': {
    title: 'Turn on location in Android Chrome',
    steps: [
      'Make sure Location is on in your phone’s quick settings.',
      'In Chrome, tap the icon left of the address bar › Permissions › Location › Allow.',
      'Or open Chrome › Settings › Site settings › Location and allow this site.',
      'Reload this page.',
    ],
  },
  other: {
    title: 'Turn on location in your browser',
    steps: [
      'Make sure location (GPS) is on for your device.',
      'Open this site’s settings from the icon next to the address bar and allow Location.',
      'Reload this page.',
    ],
  },
};

const LOGIN_LEAD =
  'Waka uses your location to find drivers near you. Login stays locked until it is allowed.';

export function LocationInstructions(props: {
  platform: Platform;
  onRetry(): void;
  heading?: string;
  lead?: string;
}) {
  const { platform, onRetry, heading = 'Location access is needed', lead = LOGIN_LEAD } = props;
  const { title, steps } = STEPS[platform];
  return (
    <section className="location-gate card" aria-labelledby="location-gate-title" role="alert">
      <h2 id="location-gate-title" className="location-gate__title">
        {heading}
      </h2>
      <p>{lead}</p>
      <h3 className="location-gate__subtitle">{title}</h3>
      <ol className="location-gate__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        I have allowed location — try again
      </button>
    </section>
  );
}
