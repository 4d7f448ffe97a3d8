export function Spinner({ label = 'Loading', light = true }: { label?: string; light?: boolean }) {
  return <span className={light ? 'spinner spinner--light' : 'spinner'} role="status" aria-label={label} />;
}
