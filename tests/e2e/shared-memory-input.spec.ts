import { en } from '../../src/shared/i18n/en';
import { INPUT_MESSAGE_KEY } from '../../src/shared/input-message';
import { expect, test } from './fixtures';
import { signInAsNewMember } from './new-member';
import { inkPixels, line, penStroke, pointIn } from './pen-input';

/** Counts, in the page, the input messages (ADR 010's path) posted to any worker. */
function countInputMessages(key: string): void {
  const counter = window as unknown as { inputMessages: number };
  counter.inputMessages = 0;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    const [message] = args;
    if (typeof message === 'object' && message !== null && key in message) counter.inputMessages++;
    return post.apply(this, args);
  } as Worker['postMessage'];
}

test('the draw page is cross-origin isolated and a pen stroke reaches the canvas through shared memory', async ({
  page,
  request,
}) => {
  await page.addInitScript(countInputMessages, INPUT_MESSAGE_KEY);
  await signInAsNewMember(page, request);
  const response = await page.goto('/practice/draw');
  expect(response?.headers()).toMatchObject({
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-embedder-policy': 'credentialless',
  });
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);

  const canvas = page.getByTestId('drawing-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByRole('img', { name: en.canvas.label })).toBeVisible();
  await expect(canvas).toHaveAttribute('data-input-path', 'shared-memory');

  await penStroke(page, line(await pointIn(canvas, 0.25, 0.5), await pointIn(canvas, 0.75, 0.5), 80));
  await expect(canvas).toHaveAttribute('data-strokes', '1');
  await expect.poll(() => inkPixels(page, canvas)).toBeGreaterThan(100);
  // Every sample went through the ring: not one pointer event was posted as a message.
  expect(await page.evaluate(() => (window as unknown as { inputMessages: number }).inputMessages)).toBe(0);
});
