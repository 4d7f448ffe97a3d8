// Landing /: a car and a bike alternate with four messages every 4 s; download opens the app
// package link in a new tab (or, when none is configured, installs the PWA); Continue goes to /login.
import { LANDING_ROTATION_MS } from '@waka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactWidget } from '../../../components/ui/contact-widget';
import { useAppConfig } from '../../../lib/app-config';
import { LanguagePicker } from '../../language/components/language-picker';
import { BikeIllustration } from '../components/bike-illustration';
import { CarIllustration } from '../components/car-illustration';
import { DownloadButton } from '../components/download-button';
import '../landing.css';

const MESSAGES = ['book', 'track', 'fare', 'smarter'] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => current + 1), LANDING_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);

  const message = MESSAGES[index % MESSAGES.length]!;
  const slide = { title: t(`landing.slides.${message}.title`), text: t(`landing.slides.${message}.text`) };
  const showsCar = index % 2 === 0;

  return (
    <main className="page landing">
      <header className="landing__brand">
        <img src="/icons/icon.svg" alt="" width="40" height="40" />
        <span>Waka</span>
        <LanguagePicker className="landing__language" />
      </header>
      <div className="landing__art" key={showsCar ? 'car' : 'bike'}>
        {showsCar ? <CarIllustration /> : <BikeIllustration />}
      </div>
      <section className="landing__message" aria-live="polite">
        <h1>{slide.title}</h1>
        <p>{slide.text}</p>
      </section>
      <div className="landing__dots" aria-hidden="true">
        {MESSAGES.map((item, dot) => (
          <span key={item} className={dot === index % MESSAGES.length ? 'is-active' : undefined} />
        ))}
      </div>
      <div className="landing__actions">
        <Link to="/login" className="button button--primary">
          {t('landing.continue')}
        </Link>
        <DownloadButton url={config?.appDownloadUrl ?? null} isConfigLoaded={config !== null} />
      </div>
      <ContactWidget />
    </main>
  );
}
