import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberProviders, signInForTest } from '../../../components/canvas/testing/member-providers';
import { sizeCanvasesForTest } from '../../../components/canvas/testing/size-canvases';
import { dispatchStroke } from '../../../components/canvas/testing/synthetic-stroke';
import { toaster } from '../../../components/toast/toaster';
import { cleanupRendered, renderForTest } from '../../../lib/testing/render-for-test';
import { DrawPage } from './draw-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let unsize: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  unsize = sizeCanvasesForTest();
});
afterEach(async () => {
  await cleanupRendered();
  unsize();
  vi.restoreAllMocks();
  toaster.remove(); // the store outlives a test; queued toasts would hide the next test's
});

async function openPage(userId: string) {
  signInForTest(userId);
  await renderForTest(
    <MemberProviders>
      <DrawPage />
    </MemberProviders>,
  );
  const frame = await vi.waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('[data-testid="drawing-canvas"][data-ready="true"]');
      if (!found) throw new Error('the canvas is not ready');
      return found;
    },
    { timeout: 10_000 },
  );
  const canvas = frame.querySelector('canvas') as HTMLCanvasElement;
  return {
    frame,
    draw: (y = 200) => dispatchStroke(canvas, { from: [40, y], to: [360, y], samples: 40 }),
    strokes: (count: number) =>
      vi.waitFor(() => expect(frame.dataset.strokes).toBe(String(count)), { timeout: 5_000 }),
  };
}

/** Clicks the named button once it is enabled (the page enables actions after its draft check). */
async function click(name: string): Promise<void> {
  const found = await vi.waitFor(
    () => {
      const candidate = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === name || b.getAttribute('aria-label') === name,
      );
      if (!candidate || candidate.disabled) throw new Error(`no enabled button ${name}`);
      return candidate;
    },
    { timeout: 10_000 },
  );
  found.click();
}

async function toastSays(text: string): Promise<void> {
  await vi.waitFor(
    () =>
      expect(
        [...document.querySelectorAll('[data-part="title"]')].map((title) => title.textContent),
      ).toContain(text),
    { timeout: 5_000 },
  );
}

function chooseFile(file: File): void {
  const input = document.querySelector<HTMLInputElement>('[data-testid="import-file"]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('DrawPage', () => {
  it("refuses a non-JSON file and broken JSON with the spec's messages and keeps the drawing", async () => {
    const { draw, strokes, frame } = await openPage('import-user');
    draw();
    await strokes(1);
    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await toastSays('Invalid file format');
    chooseFile(new File(['{"strokes": ['], 'broken.json', { type: 'application/json' }));
    await toastSays('Invalid JSON format');
    expect(frame.dataset.strokes).toBe('1');
  });

  it("says 'Failed to open file dialog' when the dialog cannot open", async () => {
    await openPage('dialog-user');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {
      throw new DOMException('blocked', 'NotAllowedError');
    });
    await click('Import JSON');
    await toastSays('Failed to open file dialog');
  });

  it('names the failed export: image, SVG or canvas', async () => {
    await openPage('export-user');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('no URLs today');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await click('Export PNG');
    await toastSays('Failed to export image');
    await click('Export SVG');
    await toastSays('Failed to export SVG');
    await click('Export JSON');
    await toastSays('Failed to export canvas');
  });

  it('offers the draft left behind, with the canvas paused until the member chooses', async () => {
    const first = await openPage('draft-user');
    first.draw(150);
    first.draw(250);
    await first.strokes(2);
    // Leaving the page writes the draft before the worker stops.
    await cleanupRendered();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const second = await openPage('draft-user');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="draft-offer"]')).not.toBeNull());
    expect(second.frame.dataset.active).toBe('false');
    await click('Restore drawing');
    await second.strokes(2);
    await vi.waitFor(() => expect(second.frame.dataset.active).toBe('true'));
    expect(document.querySelector('[data-testid="draft-offer"]')).toBeNull();
    await cleanupRendered();

    const third = await openPage('draft-user');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="draft-offer"]')).not.toBeNull());
    await click('Discard');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="draft-offer"]')).toBeNull());
    expect(third.frame.dataset.strokes).toBe('0');
    await cleanupRendered();

    const fourth = await openPage('draft-user');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('[data-testid="draft-offer"]')).toBeNull();
    expect(fourth.frame.dataset.active).toBe('true');
  });
});
