// Web Push on this browser: permission, a subscription with the server's VAPID key, handed to the API. The
// service worker (src/sw-push.js, written into sw.js) shows the notification while the app is in the background.
import { i18n } from '../../../i18n/i18n';
import { getPushPublicKey } from '../api/get-push-public-key';
import { subscribePush } from '../api/subscribe-push';

export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function isPushEnabled(): Promise<boolean> {
  if (!isPushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return !!(await registration?.pushManager.getSubscription());
}

/** Ask permission and subscribe; throws an Error whose message a person can act on. */
export async function enablePush(): Promise<void> {
  if (!isPushSupported()) throw new Error(i18n.t('pushUnsupported', { ns: 'booking' }));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(i18n.t('pushBlocked', { ns: 'booking' }));
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushPublicKey()),
    }));
  await subscribePush(subscription);
}
