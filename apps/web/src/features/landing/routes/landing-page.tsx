// Landing /: a car and a bike alternate with four messages every 4 s; download opens the app
// package link in a new tab (or, when none is configured, installs the PWA); Continue goes to /login.
import { LANDING_ROTATION_MS } from '@waka/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ContactWidget } from '../../../components/ui/contact-widget';
import { useAppConfig } from '../../../lib/app-config';
import { BikeIllustration } from '../components/bike-illustration';
import { CarIllustration } from '../components/car-illustration';
import { DownloadButton } from '../components/download-button';
import '../landing.css';

const MESSAGES = [
  {
    title: 'Book a ride in seconds',
    text: 'Find car drivers and bike riders near you and request a trip in a few taps.',
  },
  {
    title: 'Track your driver',
    text: 'Follow your request until it is accepted and call your driver once they are on the way.',
  },
  {
    title: 'Know your fare first',
    text: 'See the estimated fare in naira before you send a request — no surprises.',
  },
  {
    title: 'Travel smarter',
    text: 'Beat the traffic on a bike or ride in comfort by car: you choose, every time.',
  },
];

export default function LandingPage() {
  const config = useAppConfig();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => current + 1), LANDING_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);

  const message = MESSAGES[index % MESSAGES.length]!;
  const showsCar = index % 2 === 0;

  return (
    <main className="page landing">
      <header className="landing__brand">
        <img src="/icons/icon.svg" alt="" width="40" height="40" />
        <span>Waka</span>
      </header>
      <div className="landing__art" key={showsCar ? 'car' : 'bike'}>
        {showsCar ? <CarIllustration /> : <BikeIllustration />}
      </div>
      <section className="landing__message" aria-live="polite">
        <h1>{message.title}</h1>
        <p>{message.text}</p>
      </section>
      <div className="landing__dots" aria-hidden="true">
        {MESSAGES.map((item, dot) => (
          <span key={item.title} className={dot === index % MESSAGES.length ? 'is-active' : undefined} />
        ))}
      </div>
      <div className="landing__actions">
        <Link to="/login" className="button button--primary">
          Continue
        </Link>
        <DownloadButton url={config?.appDownloadUrl ?? null} isConfigLoaded={config !== null} />
      </div>
      <ContactWidget />
    </main>
  );
}
