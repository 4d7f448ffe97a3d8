// False on the first render, true in a later task once the browser has painted. For work that needs the page's
// layout and costs a long task on a phone (creating a Leaflet map measures its box and builds its controls):
// done after the paint, the layout is already computed and the work does not lengthen the render that showed
// the page, so a tap in between is answered.
import { useEffect, useState } from 'react';

export function useAfterNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
