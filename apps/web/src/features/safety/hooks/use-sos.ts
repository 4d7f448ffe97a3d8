// Sends an SOS and keeps re-sending until the server confirms it (a weak connection must not lose it). The
// position is the phone's current one, or the last one the app stored if the phone cannot tell quickly.

import type { GeoPoint } from '@waka/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { locateOrLastKnown } from '../../../lib/geolocation';
import { sendSos } from '../api/send-sos';

const MAX_RETRY_DELAY_MS = 15_000;

export type SosState =
  | { phase: 'idle' }
  | { phase: 'sending'; attempt: number; position: GeoPoint | null; lastError?: string }
  | { phase: 'confirmed'; answer: Awaited<ReturnType<typeof sendSos>>; position: GeoPoint | null };

export function useSos(rideId: string) {
  const [state, setState] = useState<SosState>({ phase: 'idle' });
  const isActive = useRef(true);
  useEffect(() => {
    isActive.current = true;
    return () => {
      isActive.current = false;
    };
  }, []);

  const trigger = useCallback(
    async (note: string) => {
      setState({ phase: 'sending', attempt: 1, position: null });
      const position = await locateOrLastKnown(8000);
      for (let attempt = 1; isActive.current; attempt++) {
        setState((s) => ({
          phase: 'sending',
          attempt,
          position,
          lastError: s.phase === 'sending' ? s.lastError : undefined,
        }));
        try {
          const at = position ?? { latitude: 0, longitude: 0 };
          const answer = await sendSos(rideId, { ...at, note: note.trim() || undefined });
          if (isActive.current) setState({ phase: 'confirmed', answer, position });
          return;
        } catch (error) {
          const lastError = errorMessage(error, i18n.t('noAnswer', { ns: 'safety' }));
          setState({ phase: 'sending', attempt, position, lastError });
          await new Promise((resolve) =>
            setTimeout(resolve, Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS)),
          );
        }
      }
    },
    [rideId],
  );

  return { state, trigger };
}
