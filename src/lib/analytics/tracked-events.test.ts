import { describe, expect, it } from 'vitest';
import type { TrackedPage } from './tracked-page';
import {
  buttonClickProperties,
  pageViewProperties,
  timeOnPageProperties,
  timeOnPageSeconds,
} from './tracked-events';

const page: TrackedPage = {
  path: '/practice',
  name: 'practice',
  pageView: true,
  timeOnPage: true,
  minimumSeconds: 10,
  context: { page_group: 'logged-in', page_name: 'not this one' },
};

describe('page events', () => {
  it('carry path, name and referrer, or the whole seconds, over the page context', () => {
    expect(pageViewProperties(page, '/')).toEqual({
      page_group: 'logged-in',
      page_path: '/practice',
      page_name: 'practice',
      referrer: '/',
    });
    expect(timeOnPageProperties(page, 12)).toEqual({
      page_group: 'logged-in',
      page_path: '/practice',
      page_name: 'practice',
      time_seconds: 12,
    });
  });
});

describe('timeOnPageSeconds', () => {
  it('reports whole seconds from the minimum on', () => {
    expect(timeOnPageSeconds(page, 1_000, 10_999)).toBeNull();
    expect(timeOnPageSeconds(page, 1_000, 11_000)).toBe(10);
    expect(timeOnPageSeconds(page, 1_000, 73_900)).toBe(72);
  });

  it("follows the page's own minimum, and nothing when it does not report time", () => {
    expect(timeOnPageSeconds({ ...page, minimumSeconds: 30 }, 0, 29_999)).toBeNull();
    expect(timeOnPageSeconds({ ...page, minimumSeconds: 30 }, 0, 30_000)).toBe(30);
    expect(timeOnPageSeconds({ ...page, timeOnPage: false }, 0, 600_000)).toBeNull();
  });
});

describe('buttonClickProperties', () => {
  it('names variant, size and text as spec §3 does', () => {
    expect(buttonClickProperties({ variant: 'primary', size: 'sm', text: 'Begin' })).toEqual({
      button_variant: 'primary',
      button_size: 'sm',
      button_text: 'Begin',
    });
  });
});
