// Privacy policy, dated June 2, 2025: the headings in the reader's language, the body in English
// (docs/decisions/196).
import { PRIVACY_POLICY_DATE } from '@waka/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page';
import { INTRO, SECTIONS } from '../components/privacy-body';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage title={t('privacyTitle')} updated={t('lastUpdated', { date: PRIVACY_POLICY_DATE })}>
      {INTRO}
      {SECTIONS.map((section) => (
        <Fragment key={section.heading}>
          <h2>{t(`privacy.${section.heading}`)}</h2>
          {section.body}
        </Fragment>
      ))}
    </LegalPage>
  );
}
