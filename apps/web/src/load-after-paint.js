// The only script a prerendered page's document names (apps/web/build/scripts-after-paint.ts). The page, or
// a signed-in page's shell (docs/decisions/228), is already rendered in its HTML; its code brings it to life.
// This asks for that code once the page has been painted, so a slow network carries the page first and the
// scripts after, and nothing the scripts do stands between a visitor and the first look at the page
// (docs/decisions/224). Until they have run, the page is what its HTML shows: links are links, fields take
// typing, and its forms' buttons stay disabled.
(() => {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const preloads = script.dataset.preloads ? script.dataset.preloads.split(' ') : [];
  // At low priority, as a prerendered page's scripts always were (docs/decisions/139).
  const add = (tag, properties) =>
    document.head.append(
      Object.assign(document.createElement(tag), { crossOrigin: '', fetchPriority: 'low', ...properties }),
    );
  const load = () => {
    for (const href of preloads) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: entry });
  };
  // A callback of the next frame runs before that frame is painted; a task it queues runs after. A tab opened
  // in the background paints no frame until it is shown: there is no paint to wait for, so the code loads now.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
