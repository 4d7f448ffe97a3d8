// How to turn location back on, for iPhone Safari, Android Chrome, or any other browser.
import { useTranslation } from 'react-i18next';
import type { Platform } from '../../../lib/geolocation';

const STEPS = {
  'ios-safari': {
    title: 'auth.locationSteps.iosTitle',
    steps: [
      'auth.locationSteps.ios1',
      'auth.locationSteps.ios2',
      'auth.locationSteps.ios3',
      'auth.locationSteps.reload',
    ],
  },
  'android-chrome': {
    title: 'auth.locationSteps.androidTitle',
    steps: [
      'auth.locationSteps.android1',
      'auth.locationSteps.android2',
      'auth.locationSteps.android3',
      'auth.locationSteps.reload',
    ],
  },
  other: {
    title: 'auth.locationSteps.otherTitle',
    steps: ['auth.locationSteps.other1', 'auth.locationSteps.other2', 'auth.locationSteps.reload'],
  },
} as const satisfies Record<Platform, { title: string; steps: readonly string[] }>;

export function LocationInstructions(props: {
  platform: Platform;
  onRetry(): void;
  heading?: string;
  /** The sentence under the heading; null when the page already says it. */
  lead?: string | null;
}) {
  const { t } = useTranslation();
  const { platform, onRetry, heading = t('auth.locationNeeded'), lead = t('auth.locationLead') } = props;
  const { title, steps } = STEPS[platform];
  return (
    <section className="location-gate card" aria-labelledby="location-gate-title" role="alert">
      <h2 id="location-gate-title" className="location-gate__title">
        {heading}
      </h2>
      {lead && <p>{lead}</p>}
      <h3 className="location-gate__subtitle">{t(title)}</h3>
      <ol className="location-gate__steps">
        {steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('auth.locationRetry')}
      </button>
    </section>
  );
}
