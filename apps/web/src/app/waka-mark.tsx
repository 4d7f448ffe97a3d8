// Waka's own mark (public/icons/icon.svg), drawn in the page itself. An <img> of an SVG costs the browser a
// whole extra document (Blink renders SVG images in a page of their own) and a request; drawn inline, the
// mark paints with the first frame of the prerendered pages at no cost beyond its markup (docs/decisions/225).
// Keep the shapes in step with public/icons/icon.svg, which the manifest and the console still use.
export function WakaMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 512 512"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="512" height="512" rx="112" fill="#FF8C00" />
      <path
        d="M96 300c0-26 12-44 38-50l50-12 52-50c12-10 24-14 40-14h80c18 0 32 7 43 20l38 44c24 6 40 22 40 44v26c0 10-6 16-16 16H112c-10 0-16-6-16-16z"
        fill="#fff8ec"
      />
      <path d="M206 238l40-38c7-6 14-8 24-8h34v46z" fill="#0a7ea4" />
      <path d="M320 192h30c12 0 20 4 28 13l30 33h-88z" fill="#0a7ea4" />
      <circle cx="176" cy="330" r="38" fill="#1f1a14" />
      <circle cx="176" cy="330" r="15" fill="#fff8ec" />
      <circle cx="360" cy="330" r="38" fill="#1f1a14" />
      <circle cx="360" cy="330" r="15" fill="#fff8ec" />
      <path d="M140 410h232" stroke="#1f1a14" strokeWidth="18" strokeLinecap="round" />
    </svg>
  );
}
