// APP_DOWNLOAD_URL in a new tab; without one, the PWA install (the browser's own
// prompt where it offers one, otherwise short instructions).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { detectPlatform } from '../../../lib/geolocation';
import { isRunningInstalled, promptInstall, useCanPromptInstall } from '../../../lib/install-prompt';

const INSTRUCTIONS = {
  'ios-safari': 'landing.installIos',
  'android-chrome': 'landing.installAndroid',
  other: 'landing.installOther',
} as const;

export function DownloadButton({ url, isConfigLoaded }: { url: string | null; isConfigLoaded: boolean }) {
  const { t } = useTranslation();
  const canPrompt = useCanPromptInstall();
  const [isHelpOpen, setIsHelpOpen] = useState(false);

  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="button button--secondary">
        {t('landing.download')}
      </a>
    );
  }
  if (!isConfigLoaded || isRunningInstalled()) return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={async () => {
          if (canPrompt && (await promptInstall())) return;
          if (!canPrompt) setIsHelpOpen(true);
        }}
      >
        {t('landing.install')}
      </button>
      <Modal isOpen={isHelpOpen} title={t('landing.installTitle')} onClose={() => setIsHelpOpen(false)}>
        <p>{t(INSTRUCTIONS[detectPlatform()])}</p>
        <p>{t('landing.installThen')}</p>
      </Modal>
    </>
  );
}
