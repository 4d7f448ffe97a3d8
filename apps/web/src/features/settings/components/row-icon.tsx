// Line icons of the settings rows (drawn here: emoji fonts are missing on some phones).
const PATHS = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  car: 'M4 16v-4l2-5h12l2 5v4zM4 12h16M7 19v-3M17 19v-3',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  theme: 'M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z',
  chat: 'M4 5h16v11H9l-5 4z',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
} as const;

export type RowIconName = keyof typeof PATHS;

export function RowIcon({ name }: { name: RowIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
