import { useEffect } from 'react';

/** Adds <meta name="robots" content="noindex, nofollow"> while mounted, so crawlers skip the page. */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
