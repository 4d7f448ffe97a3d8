// Terms and conditions: the headings in the reader's language, the body in English (docs/decisions/196).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page';
import { INTRO, SECTIONS } from '../components/terms-body';

export default function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage title={t('termsTitle')}>
      {INTRO}
      {SECTIONS.map((section) => (
        <Fragment key={section.heading}>
          <h2>{t(`terms.${section.heading}`)}</h2>
          {section.body}
        </Fragment>
      ))}
    </LegalPage>
  );
}
