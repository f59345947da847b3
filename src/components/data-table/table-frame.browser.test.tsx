import { describe, expect, it, vi } from 'vitest';
import { renderForTest } from '../../lib/testing/render-for-test';
import { TableFrame } from './table-frame';

async function renderTableIn(width: number) {
  const { container } = await renderForTest(
    <div style={{ width: `${width}px` }}>
      <TableFrame testId="frame" caption="Outgoing messages" minWidthClass="min-w-[60rem]">
        <tbody>
          <tr>
            {/* As wide as the console's widest tables (their min-w class needs the app's CSS). */}
            <td style={{ minWidth: '960px' }}>a plain-text cell, nothing to focus</td>
          </tr>
        </tbody>
      </TableFrame>
    </div>,
  );
  return container.querySelector<HTMLElement>('[data-testid="frame"]')!;
}

describe('TableFrame', () => {
  it('is a tab stop named by its caption while it scrolls sideways, so the keyboard can scroll it', async () => {
    const frame = await renderTableIn(400);
    await vi.waitFor(() => expect(frame.tabIndex).toBe(0));
    expect(frame.getAttribute('role')).toBe('region');
    expect(document.getElementById(frame.getAttribute('aria-labelledby')!)?.textContent).toBe('Outgoing messages');
    frame.focus();
    expect(document.activeElement).toBe(frame);
  });

  it('is no tab stop when the table fits, and becomes one when the screen narrows', async () => {
    const frame = await renderTableIn(1200);
    expect(frame.hasAttribute('tabindex')).toBe(false);
    expect(frame.hasAttribute('role')).toBe(false);
    frame.parentElement!.style.width = '400px';
    await vi.waitFor(() => expect(frame.tabIndex).toBe(0));
  });
});
