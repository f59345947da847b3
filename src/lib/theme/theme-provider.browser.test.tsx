import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureRenderError, cleanupRendered, renderForTest } from '../testing/render-for-test';
import { ThemeProvider } from './theme-provider';
import { THEME_STORAGE_KEY } from './theme-storage';
import { useTheme } from './use-theme';

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" data-theme={theme} onClick={toggleTheme}>
      toggle
    </button>
  );
}

const probe = () => document.querySelector<HTMLButtonElement>('button[data-theme]');
const shownTheme = () => probe()?.dataset.theme;

const root = document.documentElement;

beforeEach(() => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  root.classList.remove('light', 'dark');
  delete root.dataset.mode;
});

afterEach(async () => {
  await cleanupRendered();
  localStorage.removeItem(THEME_STORAGE_KEY);
});

describe('ThemeProvider', () => {
  it('defaults to dark, applied as a class and data-mode on <html>', async () => {
    await renderForTest(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(shownTheme()).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.mode).toBe('dark');
  });

  it("persists a change in localStorage 'vite-ui-theme' and swaps the class", async () => {
    await renderForTest(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await act(async () => probe()?.click());
    expect(localStorage.getItem('vite-ui-theme')).toBe('light');
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.dataset.mode).toBe('light');
  });

  it('starts from the stored theme on the next visit', async () => {
    localStorage.setItem('vite-ui-theme', 'light');
    await renderForTest(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(shownTheme()).toBe('light');
    expect(root.dataset.mode).toBe('light');
  });

  it('ignores an invalid stored value', async () => {
    localStorage.setItem('vite-ui-theme', 'sepia');
    await renderForTest(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(shownTheme()).toBe('dark');
  });

  it('throws a clear error when useTheme is used outside the provider', async () => {
    const error = await captureRenderError(<Probe />);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('useTheme must be used within a ThemeProvider');
  });
});
