// The SOS button of the rider's ride screen and the driver's accepted-ride panel. Pressing it shows the
// emergency number and a pre-filled SMS at once (they work with no data) while the alert is sent and re-sent
// until the server confirms it.
import { EMERGENCY_NUMBER, sosSmsText } from '@waka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSos } from '../hooks/use-sos';
import '../safety.css';

export function SosButton({ rideId, plate }: { rideId: string; plate?: string | null }) {
  const { t } = useTranslation('safety');
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const { state, trigger } = useSos(rideId);
  const position = state.phase === 'idle' ? null : state.position;
  const sms = sosSmsText({ plate, latitude: position?.latitude ?? 0, longitude: position?.longitude ?? 0 });
  const smsText = position ? sms : sms.replace(/ My position:.*$/, '');

  return (
    <>
      <button type="button" className="sos-button" onClick={() => setOpen(true)}>
        {t('sos')}
      </button>
      <Modal isOpen={isOpen} title={t('emergency')} onClose={() => setOpen(false)}>
        <div className="sos-panel">
          <a className="sos-panel__call" href={`tel:${EMERGENCY_NUMBER}`}>
            {t('call', { number: EMERGENCY_NUMBER })}
          </a>
          <a className="sos-panel__sms" href={`sms:?body=${encodeURIComponent(smsText)}`}>
            {t('sendSms')}
          </a>
          {state.phase === 'idle' && (
            <>
              <label className="sos-panel__label" htmlFor="sos-note">
                {t('whatIsHappening')}
              </label>
              <textarea
                id="sos-note"
                className="textarea"
                maxLength={500}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <Button variant="danger" onClick={() => void trigger(note)}>
                {t('sendSos')}
              </Button>
            </>
          )}
          {state.phase === 'sending' && (
            <p className="sos-panel__status" role="status">
              {t('sendingSos', { attempt: state.attempt })}
              {state.lastError ? t('retrying', { error: state.lastError }) : ''}
            </p>
          )}
          {state.phase === 'confirmed' && (
            <p className="sos-panel__status sos-panel__status--ok" role="status">
              {state.answer.message}
              {state.answer.contactsNotified > 0
                ? t('contactsEmailed', { count: state.answer.contactsNotified })
                : ''}
            </p>
          )}
        </div>
      </Modal>
    </>
  );
}
