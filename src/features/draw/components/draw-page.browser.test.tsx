import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasController } from '../../../components/canvas/canvas-controller';
import { MemberProviders, signInForTest } from '../../../components/canvas/testing/member-providers';
import { sizeCanvasesForTest } from '../../../components/canvas/testing/size-canvases';
import { dispatchStroke } from '../../../components/canvas/testing/synthetic-stroke';
import { toaster } from '../../../components/toast/toaster';
import { nextFrame } from '../../../lib/testing/next-frame';
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

async function dialogSays(title: string): Promise<void> {
  await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"] h2')?.textContent).toBe(title), {
    timeout: 5_000,
  });
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

  it('asks before importing over a drawing: keeping it changes nothing, importing replaces it', async () => {
    const { draw, strokes } = await openPage('replace-user');
    draw(150);
    draw(250);
    await strokes(2);
    const drawing = {
      strokes: [
        {
          points: [
            { x: 100, y: 100 },
            { x: 800, y: 100 },
          ],
          tool: 'brush',
          color: '#000000',
        },
      ],
    };
    const file = () => new File([JSON.stringify(drawing)], 'sketch.json', { type: 'application/json' });
    chooseFile(file());
    await dialogSays('Replace your drawing?');
    await click('Keep my drawing');
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await strokes(2);
    chooseFile(file());
    await dialogSays('Replace your drawing?');
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('sketch.json');
    await click('Import');
    await strokes(1);
    await toastSays('Drawing imported');
  });

  it('refuses, without asking, a file whose every stroke is unreadable and one with no strokes list', async () => {
    const { draw, strokes, frame } = await openPage('unreadable-user');
    draw();
    await strokes(1);
    const unreadable = { strokes: [{ tool: 'brush' }, { points: [{ x: 1, y: 1 }], tool: 'brush' }] };
    chooseFile(new File([JSON.stringify(unreadable)], 'broken.json', { type: 'application/json' }));
    await toastSays('None of the 2 strokes in this file could be read. Your canvas is as it was.');
    chooseFile(new File(['{"lines": []}'], 'other.json', { type: 'application/json' }));
    await toastSays('This file is not a drawing: it has no list of strokes.');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(frame.dataset.strokes).toBe('1');
  });

  it('asks before the tab closes while strokes are unsaved, and not once they are exported', async () => {
    const { draw, strokes } = await openPage('unload-user');
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    draw();
    await strokes(1);
    await vi.waitFor(() => expect(closing()).toBe(true));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:drawing');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await click('Export JSON');
    await vi.waitFor(() => expect(closing()).toBe(false));
    draw(300);
    await strokes(2);
    await vi.waitFor(() => expect(closing()).toBe(true));
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

  it('offers the draft when the member comes back before the leaving page finished writing it', async () => {
    // The leaving page's last draft write is held until the returning page asks for a draft.
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const { saveDraft, hasDraft } = CanvasController.prototype;
    let left = false;
    vi.spyOn(CanvasController.prototype, 'saveDraft').mockImplementation(async function (this: CanvasController) {
      await held;
      return saveDraft.call(this);
    });
    vi.spyOn(CanvasController.prototype, 'hasDraft').mockImplementation(function (this: CanvasController) {
      const answer = hasDraft.call(this);
      if (left) release();
      return answer;
    });
    const first = await openPage('quick-return-user');
    first.draw(150);
    await first.strokes(1);
    await cleanupRendered();
    left = true;

    await openPage('quick-return-user');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="draft-offer"]')).not.toBeNull(), {
      timeout: 5_000,
    });
  });

  it('offers the draft left behind, with the canvas paused until the member chooses', async () => {
    const stopped = vi.spyOn(CanvasController.prototype, 'dispose');
    const checked = vi.spyOn(CanvasController.prototype, 'hasDraft');
    const first = await openPage('draft-user');
    first.draw(150);
    first.draw(250);
    await first.strokes(2);
    // Leaving the page writes the draft, and only then stops the worker.
    await cleanupRendered();
    await vi.waitFor(() => expect(stopped).toHaveBeenCalledTimes(1), { timeout: 5_000 });

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

    checked.mockClear();
    const fourth = await openPage('draft-user');
    // The page asked whether a draft is left and heard no; one frame later it would show an offer.
    await vi.waitFor(() => expect(checked).toHaveBeenCalledTimes(1));
    expect(await checked.mock.results[0]?.value).toBe(false);
    await nextFrame();
    expect(document.querySelector('[data-testid="draft-offer"]')).toBeNull();
    expect(fourth.frame.dataset.active).toBe('true');
  });
});
