import { useEffect } from 'react';

/**
 * Fetches a lazily loaded part of a page (a pop-up that opens later) once `ready`: after the page
 * shows its content, so it never competes with the page's own code and first answer (the chain
 * check), and before the user can open it.
 */
export function usePrefetch(load: () => Promise<unknown>, ready: boolean): void {
  useEffect(() => {
    if (ready) void load();
  }, [load, ready]);
}
