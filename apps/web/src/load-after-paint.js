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
  // Each element added starts a request, about half a millisecond of the main thread here and more on a phone:
  // a few per task, so no one task of the loader stands between a tap and its answer (docs/decisions/231).
  const elements = [
    ...preloads.map((href) => ['link', { rel: 'modulepreload', href }]),
    ['script', { type: 'module', src: entry }],
  ];
  const load = () => {
    for (const [tag, properties] of elements.splice(0, 4)) add(tag, properties);
    if (elements.length) setTimeout(load, 0);
  };
  // The first contentful paint's entry is reported once that frame is on the screen, so the requests start
  // after a visitor can see the page (docs/decisions/230). Where the browser does not report paints, the task
  // after the next frame stands in: a callback of the next frame runs before that frame is painted, a task it
  // queues runs after. A tab opened in the background paints nothing until it is shown, so its code loads now.
  // However the paint is learned of, the code never waits more than a few seconds for it.
  let started = false;
  const start = () => {
    if (!started) {
      started = true;
      setTimeout(load, 0);
    }
  };
  if (document.visibilityState === 'hidden') start();
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else requestAnimationFrame(start);
})();
