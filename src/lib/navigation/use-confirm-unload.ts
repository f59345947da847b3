import { useLayoutEffect } from 'react';

/**
 * While `when` holds, closing or reloading the tab makes the browser ask first (browsers show
 * their own words; a page cannot choose them). Armed in the same commit that shows the change
 * (a layout effect): with a plain effect, a tab closed right after the first stroke appeared, before
 * the effect ran, closed without asking.
 */
export function useConfirmUnload(when: boolean): void {
  useLayoutEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still look for a returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}
