// A hatchback in Waka orange, drawn for the landing carousel.
import { useTranslation } from 'react-i18next';

export function CarIllustration() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 320 180" className="landing-art" role="img" aria-label={t('landing.carImage')}>
      <ellipse cx="160" cy="158" rx="135" ry="10" fill="currentColor" opacity="0.12" />
      <path
        d="M32 128c0-18 8-30 26-34l34-8 36-34c8-7 16-10 28-10h64c12 0 22 5 30 14l26 30 24 6c12 3 20 14 20 26v14c0 6-4 10-10 10H42c-6 0-10-4-10-10z"
        fill="#FF8C00"
      />
      <path d="M104 84l30-28c5-4 10-6 17-6h33v34z" fill="#cfe9f3" />
      <path d="M194 50h26c9 0 15 3 21 10l22 24h-69z" fill="#cfe9f3" />
      <rect x="186" y="50" width="8" height="34" fill="#FF8C00" />
      <path d="M40 118h20" stroke="#fff4d6" strokeWidth="8" strokeLinecap="round" />
      <path d="M262 112h26" stroke="#b3261e" strokeWidth="8" strokeLinecap="round" />
      <path d="M150 98h18M226 98h18" stroke="#7a4300" strokeWidth="4" strokeLinecap="round" />
      <circle cx="92" cy="142" r="24" fill="#1f1a14" />
      <circle cx="92" cy="142" r="10" fill="#d9d9d9" />
      <circle cx="240" cy="142" r="24" fill="#1f1a14" />
      <circle cx="240" cy="142" r="10" fill="#d9d9d9" />
    </svg>
  );
}
