// Extra details need the browser location: without it the user is told why and nothing is sent.

import type { GeoPoint } from '@waka/shared';
import { i18n } from '../../i18n/i18n';
import { getCurrentPosition, LocationError } from '../../lib/geolocation';
import { toast } from '../../lib/toast';

export async function currentPosition(): Promise<GeoPoint | null> {
  try {
    return await getCurrentPosition();
  } catch (error) {
    const isDenied = error instanceof LocationError && error.isDenied;
    toast.error(
      isDenied ? i18n.t('locationDenied', { ns: 'profile' }) : i18n.t('locationRequired', { ns: 'profile' }),
      { ariaProps: { role: 'alert', 'aria-live': 'assertive' } },
    );
    return null;
  }
}
