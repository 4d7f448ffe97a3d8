// A console list filtered by one choice (a status, handled or not) and read a page at a time: choosing
// another filter starts again from the first page.
import { useState } from 'react';

export function useFilteredPages<F>(initial: F) {
  const [filter, setFilter] = useState(initial);
  const [offset, setOffset] = useState(0);
  return {
    filter,
    offset,
    setOffset,
    choose(next: F) {
      setFilter(next);
      setOffset(0);
    },
  };
}
