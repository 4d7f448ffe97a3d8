// APP_DOWNLOAD_URL in a new tab; without one, the PWA install (the browser's own
// prompt where it offers one, otherwise short instructions).
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { detectPlatform } from '../../../lib/geolocation';
import { isRunningInstalled, promptInstall, useCanPromptInstall } from '../../../lib/install-prompt';

const INSTRUCTIONS = {
  'ios-safari': 'In Safari, tap the Share button, then "Add to Home Screen".',
  'android-chrome': 'In Chrome, open the ⋮ menu, then tap "Install app" or "Add to Home screen".',
  other: 'Open your browser menu and choose "Install app" or "Add to Home screen".',
} as const;

export function DownloadButton({ url, isConfigLoaded }: { url: string | null; isConfigLoaded: boolean }) {
  const canPrompt = useCanPromptInstall();
  const [isHelpOpen, setIsHelpOpen] = useState(false);

  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="button button--secondary">
        Download the App
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
        Install the App
      </button>
      <Modal isOpen={isHelpOpen} title="Install Waka" onClose={() => setIsHelpOpen(false)}>
        <p>{INSTRUCTIONS[detectPlatform()]}</p>
        <p>Waka then opens from your home screen like any other app.</p>
      </Modal>
    </>
  );
}
