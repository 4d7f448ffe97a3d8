// The only script a prerendered page's document names (apps/web/build/scripts-after-paint.ts). The page is
// already rendered in its HTML; its code only brings it to life. This asks for that code once the page has
// been painted, so a slow network carries the page first and the scripts after, and nothing the scripts do
// stands between a visitor and the first look at the page (docs/decisions/224). The page works the same
// before its scripts run: links are links, and its forms' buttons stay disabled until React has taken over.
(() => {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const preloads = script.dataset.preloads ? script.dataset.preloads.split(' ') : [];
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.fetchPriority = 'low';
    module.src = entry;
    document.head.append(module);
  };
  // A callback of the next frame runs before that frame is painted; a task it queues runs after. A tab opened
  // in the background paints no frame until it is shown: there is no paint to wait for, so the code loads now.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
