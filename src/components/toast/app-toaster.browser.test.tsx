import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextFrame } from '../../lib/testing/next-frame';
import { cleanupRendered, renderForTest, TestI18n } from '../../lib/testing/render-for-test';
import { waitInAct } from '../../lib/testing/wait-in-act';
import { AppToaster } from './app-toaster';
import { createAppToaster } from './create-app-toaster';

afterEach(cleanupRendered);

const roots = () => [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')];

/** Waits until the toaster shows `count` toasts. */
const shown = (count: number) => waitInAct(() => roots().length === count);

async function mountToaster() {
  const store = createAppToaster();
  await renderForTest(
    <TestI18n>
      <AppToaster toaster={store} />
    </TestI18n>,
  );
  return store;
}

function pointer(target: Element, type: string, clientX: number) {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, pointerId: 7, clientX, clientY: 10, button: 0, isPrimary: true }),
  );
}

describe('AppToaster', () => {
  it('shows at most 3 toasts at once, bottom-end, and queues the rest', async () => {
    const store = await mountToaster();
    await act(async () => {
      for (let i = 1; i <= 5; i += 1) store.create({ title: `Toast ${i}`, duration: 60_000 });
    });
    await shown(3);
    expect(store.getCount()).toBe(3);
    expect(roots()[0]?.dataset.placement).toBe('bottom-end');
    expect(store.attrs.duration).toBe(4000);
    expect(store.attrs.gap).toBe(14);
  });

  it('gives each toast a translated close button', async () => {
    const store = await mountToaster();
    await act(async () => {
      store.create({ title: 'Saved', description: 'Your drawing is safe.' });
    });
    await shown(1);
    const close = roots()[0]?.querySelector('button');
    expect(close?.getAttribute('aria-label')).toBe('Dismiss notification');
    expect(roots()[0]?.textContent).toContain('Your drawing is safe.');
  });

  it('offers a toast action as a button that runs it, as the update toast does for "Reload"', async () => {
    const store = await mountToaster();
    let taken = 0;
    await act(async () => {
      store.create({
        title: 'A new version is ready',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => (taken += 1) },
      });
    });
    await shown(1);
    const action = [...(roots()[0]?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Reload',
    );
    expect(action).toBeDefined();
    await act(async () => action?.click());
    expect(taken).toBe(1);
  });

  it('dismisses a toast swiped past 45 px and keeps one swiped less', async () => {
    const store = await mountToaster();
    await act(async () => {
      store.create({ title: 'Swipe me', duration: 60_000 });
    });
    await shown(1);
    const toast = roots()[0];
    if (!toast) throw new Error('no toast');

    await act(async () => {
      pointer(toast, 'pointerdown', 100);
      pointer(toast, 'pointermove', 120);
      pointer(toast, 'pointerup', 120);
    });
    // A dismissal shows on the toast at once (its data-state), so one frame tells.
    await act(nextFrame);
    expect(toast.dataset.state).toBe('open');

    await act(async () => {
      pointer(toast, 'pointerdown', 100);
      pointer(toast, 'pointermove', 130);
      pointer(toast, 'pointermove', 150);
      pointer(toast, 'pointerup', 150);
    });
    await waitInAct(() => toast.dataset.state === 'closed');
  });
});
