// The SOS button of the rider's ride screen and the driver's accepted-ride panel. Pressing it shows the
// emergency number and a pre-filled SMS at once (they work with no data) while the alert is sent and re-sent
// until the server confirms it.
import { EMERGENCY_NUMBER, sosSmsText } from '@waka/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSos } from '../hooks/use-sos';
import '../safety.css';

export function SosButton({ rideId, plate }: { rideId: string; plate?: string | null }) {
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const { state, trigger } = useSos(rideId);
  const position = state.phase === 'idle' ? null : state.position;
  const sms = sosSmsText({ plate, latitude: position?.latitude ?? 0, longitude: position?.longitude ?? 0 });
  const smsText = position ? sms : sms.replace(/ My position:.*$/, '');

  return (
    <>
      <button type="button" className="sos-button" onClick={() => setOpen(true)}>
        SOS
      </button>
      <Modal isOpen={isOpen} title="Emergency" onClose={() => setOpen(false)}>
        <div className="sos-panel">
          <a className="sos-panel__call" href={`tel:${EMERGENCY_NUMBER}`}>
            Call {EMERGENCY_NUMBER}
          </a>
          <a className="sos-panel__sms" href={`sms:?body=${encodeURIComponent(smsText)}`}>
            Send an SMS with my position
          </a>
          {state.phase === 'idle' && (
            <>
              <label className="sos-panel__label" htmlFor="sos-note">
                What is happening? (optional)
              </label>
              <textarea
                id="sos-note"
                className="textarea"
                maxLength={500}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <Button variant="danger" onClick={() => void trigger(note)}>
                Send SOS alert
              </Button>
            </>
          )}
          {state.phase === 'sending' && (
            <p className="sos-panel__status" role="status">
              Sending SOS… attempt {state.attempt}
              {state.lastError ? ` — ${state.lastError} Retrying until it gets through.` : ''}
            </p>
          )}
          {state.phase === 'confirmed' && (
            <p className="sos-panel__status sos-panel__status--ok" role="status">
              {state.answer.message}
              {state.answer.contactsNotified > 0
                ? ` ${state.answer.contactsNotified} trusted contact${state.answer.contactsNotified === 1 ? '' : 's'} e-mailed.`
                : ''}
            </p>
          )}
        </div>
      </Modal>
    </>
  );
}
