// Spec §7: extra-details needs the browser location; without it, 'Location permission is required'.
import toast from 'react-hot-toast';

export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    const fail = (message: string) => {
      toast.error(message, { ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
      resolve(null);
    };
    if (!('geolocation' in navigator)) {
      fail('Location permission is required');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) =>
        fail(
          error.code === error.PERMISSION_DENIED
            ? 'Location permission denied. Please enable it in your browser settings.'
            : 'Location permission is required',
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
