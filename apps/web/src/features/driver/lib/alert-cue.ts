// The cue for a new ride request: a short beep through WebAudio and a vibration, where the browser
// allows them. Browsers start audio and vibration only after the person has interacted with the page, so the
// audio context is created (or resumed) on the first tap and the vibration is skipped before any tap.
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    context = null;
  }
  return context;
}

/** Call once per page: the first tap or key press unlocks audio for later cues. */
export function unlockAlertCueOnFirstInteraction(): () => void {
  const unlock = () => {
    void audioContext()
      ?.resume()
      .catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });
  return () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
}

function hasUserActivation(): boolean {
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

function beep(ctx: AudioContext): void {
  const start = ctx.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1175],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}

export function playNewRequestCue(): void {
  if (!hasUserActivation()) return;
  const ctx = audioContext();
  if (ctx && ctx.state === 'running') beep(ctx);
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Vibration is a nicety; some browsers throw instead of ignoring it.
  }
}
