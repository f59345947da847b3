import { useEffect } from 'react';

/**
 * While `when` holds, closing or reloading the tab makes the browser ask first (browsers show
 * their own words; a page cannot choose them).
 */
export function useConfirmUnload(when: boolean): void {
  useEffect(() => {
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
