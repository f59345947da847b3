import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MemberProviders, signInForTest } from '../../../components/canvas/testing/member-providers';
import { StepUpProvider } from '../../../components/step-up/step-up-provider';
import { cleanupRendered, renderForTest } from '../../../lib/testing/render-for-test';
import { lotusImage, mandalasCategory, silenceSoundtrack } from '../../../lib/testing/content-fixtures';
import { answer, stubFetch } from '../../../lib/testing/stub-fetch';
import {
  ImageCategoryListSchema,
  MeditationImageListSchema,
  SoundtrackListSchema,
} from '../../../shared/content/content-responses';
import { PreferencesSchema } from '../../../shared/practice/preferences';
import { MeditatePage } from './meditate-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The catalogue /meditate reads before the member can begin: one free image, silence. */
function fakeServer() {
  return stubFetch(({ method, path }) => {
    if (path === '/api/content/categories')
      return answer(ImageCategoryListSchema, { items: [mandalasCategory] });
    if (path === '/api/content/images?category=mandalas')
      return answer(MeditationImageListSchema, { items: [lotusImage] });
    if (path === '/api/content/assets/lotus.svg')
      return new Response('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>', {
        headers: { 'Content-Type': 'image/svg+xml' },
      });
    if (path === '/api/content/soundtracks')
      return answer(SoundtrackListSchema, { items: [silenceSoundtrack] });
    if (path === '/api/preferences' && method === 'GET')
      return answer(PreferencesSchema, { sessionLength: 10, soundtrackId: null, introShown: false });
    return undefined;
  });
}

async function openMeditate() {
  signInForTest(`u-${crypto.randomUUID()}`);
  const server = fakeServer();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/meditate', element: <MeditatePage /> }], {
    initialEntries: ['/meditate'],
  });
  await renderForTest(
    <MemberProviders>
      <QueryClientProvider client={client}>
        <StepUpProvider>
          <RouterProvider router={router} />
        </StepUpProvider>
      </QueryClientProvider>
    </MemberProviders>,
  );
  return server;
}

const lengthField = () =>
  vi.waitFor(() => {
    const field = document.querySelector<HTMLInputElement>('input[name="sessionLength"]');
    if (!field) throw new Error('no length field yet');
    return field;
  });
const begin = () => [...document.querySelectorAll('button')].find((button) => button.textContent === 'Begin');
const error = () => document.querySelector('[data-testid="length-error"]');

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await cleanupRendered();
  vi.restoreAllMocks();
});

describe('/meditate session length', () => {
  it.each(['0', '-3', '2.5', '121'])(
    'refuses %s with a message by the field and a disabled Begin, keeping what was typed',
    async (typed) => {
      await openMeditate();
      await vi.waitFor(() => expect(document.body.textContent).toContain('Lotus'));
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent?.includes('Lotus'))
        ?.click();
      await vi.waitFor(() => expect(begin()?.disabled).toBe(false));
      const field = await lengthField();
      expect(field.value).toBe('10');

      await userEvent.fill(field, typed);
      await vi.waitFor(() => expect(error()?.textContent).toBe('Session length must be 1–120 whole minutes'));
      expect(field.value).toBe(typed);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error()?.id);
      expect(begin()?.disabled).toBe(true);

      await userEvent.fill(field, '25');
      await vi.waitFor(() => expect(error()).toBeNull());
      expect(field.hasAttribute('aria-invalid')).toBe(false);
      expect(begin()?.disabled).toBe(false);
    },
  );
});
