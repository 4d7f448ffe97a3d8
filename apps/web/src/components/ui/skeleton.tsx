// Placeholder block shown while data loads. Hidden from screen readers; the page
// announces loading with a Spinner or aria-busy instead.
export interface SkeletonProps {
  width?: string;
  height?: string;
  /** Number of stacked lines. */
  count?: number;
  className?: string;
}

export function Skeleton({ width = '100%', height = '1rem', count = 1, className }: SkeletonProps) {
  return (
    <span className={['skeleton-group', className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: count }, (_, line) => `line-${line}`).map((key) => (
        <span key={key} className="skeleton" style={{ width, height }} />
      ))}
    </span>
  );
}
