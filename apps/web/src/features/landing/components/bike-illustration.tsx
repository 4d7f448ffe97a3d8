// A motorbike with its rider, drawn for the landing carousel.
import { useTranslation } from 'react-i18next';

export function BikeIllustration() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 320 180" className="landing-art" role="img" aria-label={t('landing.bikeImage')}>
      <ellipse cx="160" cy="160" rx="125" ry="9" fill="currentColor" opacity="0.12" />
      <circle cx="80" cy="132" r="28" fill="none" stroke="#1f1a14" strokeWidth="10" />
      <circle cx="240" cy="132" r="28" fill="none" stroke="#1f1a14" strokeWidth="10" />
      <circle cx="80" cy="132" r="6" fill="#8a8a8a" />
      <circle cx="240" cy="132" r="6" fill="#8a8a8a" />
      <path d="M80 132l44-36h64l52 36" fill="none" stroke="#8a7f72" strokeWidth="8" strokeLinejoin="round" />
      <path d="M110 100c10-16 26-22 50-22h36c12 0 20 6 22 16l4 14h-92z" fill="#FF8C00" />
      <path d="M206 76l24-10 10 22" fill="none" stroke="#1f1a14" strokeWidth="7" strokeLinecap="round" />
      <rect x="120" y="74" width="58" height="10" rx="5" fill="#1f1a14" />
      <path d="M150 74l6-30 22-4 10 30" fill="#0a7ea4" />
      <path d="M156 58l-14 30h14" fill="none" stroke="#0a7ea4" strokeWidth="9" strokeLinecap="round" />
      <path d="M178 46l26 22" stroke="#0a7ea4" strokeWidth="8" strokeLinecap="round" />
      <circle cx="168" cy="30" r="14" fill="#FF8C00" />
      <path d="M158 30h22" stroke="#1f1a14" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
