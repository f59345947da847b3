import { useLayoutEffect } from 'react';

/**
 * Sets document.title while the calling page is shown. A layout effect, so the title changes in
 * the same commit as the page: whoever sees the new page (a person, a screen reader announcing
 * the navigation, a test) sees its title too.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
