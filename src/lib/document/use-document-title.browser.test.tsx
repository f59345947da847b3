import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

function TitledPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}

beforeEach(() => {
  // A real commit, as in the app: React's own scheduler, no act() flushing effects early.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

it('changes the title in the same commit that puts the page in the document', async () => {
  document.title = 'before';
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // A mutation observer runs right after the commit that inserts the heading, before React's
  // next scheduled task (where passive effects would run).
  const titleWhenPageAppeared = new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(document.title);
    });
    observer.observe(container, { childList: true });
  });
  root.render(<TitledPage title="Terms of Service · Quietline" />);
  expect(await titleWhenPageAppeared).toBe('Terms of Service · Quietline');
  root.unmount();
  container.remove();
});
