import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { rereadStoredConsentAtom } from '../../../lib/consent/consent-atoms';

/** A choice made in another tab applies here when this tab is looked at again. */
export function useRereadConsentOnReturn(): void {
  const reread = useSetAtom(rereadStoredConsentAtom);
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') reread();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [reread]);
}
