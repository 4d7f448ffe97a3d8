// True from the first render in which `condition` is true, for good: for a part that is rendered (and its code
// fetched) only once it is needed, and must then stay mounted while it finishes what it started, even after the
// condition that opened it has gone (a dialog flow that clears the flag that opened it on its way).
import { useRef } from 'react';

export function useOnceTrue(condition: boolean): boolean {
  const hasBeenTrue = useRef(false);
  if (condition) hasBeenTrue.current = true;
  return hasBeenTrue.current;
}
