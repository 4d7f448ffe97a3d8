// The rider's 4-digit PIN, asked before Start when the rider or the operator requires it.
import { TextField } from '../../../components/ui/text-field';

export function RidePinField({ value, onChange }: { value: string; onChange(next: string): void }) {
  return (
    <TextField
      className="pin-field"
      label="Rider's PIN"
      hint="Ask the rider for the 4 digits on their screen."
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
    />
  );
}
