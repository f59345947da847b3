import { useLayoutEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { nextFrame } from '../../lib/testing/next-frame';
import { cleanupRendered, renderForTest, TestI18n } from '../../lib/testing/render-for-test';
import { CodeEntry } from './code-entry';

const seen = { latest: '', completed: [] as string[] };
function Harness() {
  const [code, setCode] = useState('');
  useLayoutEffect(() => {
    seen.latest = code;
  });
  return (
    <TestI18n>
      <CodeEntry
        label="Verification code"
        value={code}
        onChange={setCode}
        onComplete={(value) => seen.completed.push(value)}
      />
    </TestI18n>
  );
}

const inputs = () => [
  ...document.querySelectorAll<HTMLInputElement>('[data-testid="code-entry"] input[aria-label]'),
];

async function until(condition: () => boolean) {
  await vi.waitFor(() => {
    if (!condition()) throw new Error('not yet');
  });
}

async function mount() {
  await renderForTest(<Harness />);
  await until(() => inputs().length === 6);
}

function paste(target: HTMLInputElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await cleanupRendered();
  seen.latest = '';
  seen.completed = [];
});

describe('CodeEntry', () => {
  it('has six labelled numeric slots with a separator after the third', async () => {
    await mount();
    expect(inputs().map((input) => input.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ]);
    expect(inputs().every((input) => input.inputMode === 'numeric')).toBe(true);
    const control = inputs()[0]!.parentElement!;
    const children = [...control.children];
    expect(children.findIndex((child) => child.getAttribute('data-part') === 'separator')).toBe(3);
    expect(document.querySelector('[data-testid="code-entry"] label')?.textContent).toBe('Verification code');
  });

  it('accepts digits typed one by one and reports the complete code', async () => {
    await mount();
    await userEvent.click(inputs()[0]!);
    await userEvent.keyboard('123456');
    await until(() => seen.latest === '123456');
    await until(() => seen.completed.includes('123456'));
  });

  it('rejects anything but digits', async () => {
    await mount();
    await userEvent.click(inputs()[0]!);
    await userEvent.keyboard('1a-b2');
    await until(() => seen.latest === '12');
    paste(inputs()[2]!, 'abc');
    // The pin input applies an accepted paste in the next frame; the digit typed after it must
    // still land in the third slot.
    await nextFrame();
    await userEvent.keyboard('3');
    await until(() => seen.latest === '123');
  });

  it('truncates a longer pasted code to six digits and ignores spaces and dashes', async () => {
    await mount();
    await userEvent.click(inputs()[0]!);
    paste(inputs()[0]!, '987 654-3210');
    await until(() => seen.latest === '987654');
    expect(
      inputs()
        .map((input) => input.value)
        .join(''),
    ).toBe('987654');
  });
});
