// SOS incidents arrive live: the console opens its own event stream with the admin token (kept apart from
// the phone app's stream) and refreshes the incident lists on every `incident` event. EventSource reconnects
// by itself and resumes from the last id, so nothing raised while it was down is missed.
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEventMap } from '@waka/shared';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { incidentsQueryKey } from '../api/list-incidents';
import { readAdminSession } from './admin-session';

export function useIncidentStream(): boolean {
  const client = useQueryClient();
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    const token = readAdminSession()?.token;
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener('incident', (event) => {
      const incident = JSON.parse((event as MessageEvent<string>).data) as LiveEventMap['incident'];
      if (incident.isNew) toast.error('New SOS incident', { duration: 10_000 });
      void client.invalidateQueries({ queryKey: incidentsQueryKey });
    });
    return () => source.close();
  }, [client]);
  return isLive;
}
