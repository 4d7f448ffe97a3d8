// Whether this document came with the page already rendered at build time (apps/web/build/prerender.ts),
// read once before React starts. That markup is the English, signed-out first view: whatever renders during
// hydration must produce exactly it, so anything that depends on the browser (a stored language, a session)
// is applied in an effect after hydration, not in the first render (docs/decisions/135).
const prerendered =
  typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes() === true;

export function isPrerenderedPage(): boolean {
  return prerendered;
}

let isPageShown = false;
const waiting: (() => void)[] = [];

/** Runs `work` once the first page is on screen (hydrated, for a prerendered page), or now if it already is. */
export function afterFirstPageShown(work: () => void): void {
  if (isPageShown) work();
  else waiting.push(work);
}

/** Called by the router when the first page's content has committed. */
export function markPageShown(): void {
  if (isPageShown) return;
  isPageShown = true;
  for (const work of waiting.splice(0)) work();
}
