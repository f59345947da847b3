import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { plansResponseSchema, type Plan } from '../../shared/billing/plans';
import { PEN_TOOLS } from '../../shared/canvas/tools';
import { ContentPreviewSchema, type ContentPreview } from '../../shared/content/content-preview';
import { en } from '../../shared/i18n/en';
import { localeResources } from '../../shared/i18n/resources';
import { allLocalesRoute, headingText, i18nRoute, renderApp, setUpAppTests } from '../testing/app-harness';

const plan = (id: Plan['tier'], name: string, monthly: number, yearly: number, saving: number): Plan => ({
  id,
  name,
  description: `${name} for a calm practice`,
  tier: id,
  monthlyPriceCents: monthly,
  yearlyPriceCents: yearly,
  yearlySavingPercent: saving,
  features: [],
  trialDays: null,
});

const plans = [
  plan('free', 'Free', 0, 0, 0),
  plan('premium', 'Premium', 999, 9590, 20),
  plan('pro', 'Pro', 2500, 16800, 44),
];

const preview: ContentPreview = {
  categories: [
    { id: 'mandalas', name: 'Mandalas', alt: 'Mandalas', color: '#14b8a6', sortOrder: 0, iconUrl: null },
    {
      id: 'premium-only',
      name: 'Night sky',
      alt: 'Night sky',
      color: '#334155',
      sortOrder: 1,
      iconUrl: null,
    },
    { id: 'nature', name: 'Nature', alt: 'Nature', color: '#65a30d', sortOrder: 2, iconUrl: null },
  ],
  images: [
    ['lotus', 'mandalas', 'Lotus mandala'],
    ['sunburst', 'mandalas', 'Sunburst'],
    ['leaf', 'nature', 'Leaf'],
  ].map(([id, categoryId, title], sortOrder) => ({
    id: id!,
    categoryId: categoryId!,
    title: title!,
    alt: `${title} in fine lines`,
    premium: false,
    locked: false,
    sortOrder,
    kind: 'svg',
    src: `/api/content/assets/${id}.svg`,
  })),
  soundtracks: [
    { id: 'silence', name: 'Silence', premium: false },
    { id: 'soft-rain', name: 'Soft rain', premium: false },
    { id: 'singing-bowl', name: 'Singing bowl', premium: true },
  ],
};

const tinySvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

/**
 * The public API the marketing pages read, as its shared schemas describe it. Failures answer
 * 404, which the query client does not retry, so a test sees the failure at once.
 */
function fakePublicServer(options: { plansFail?: boolean; previewFails?: boolean } = {}) {
  const state = { plansFail: options.plansFail ?? false };
  const server = stubFetch(({ path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/plans') {
      return state.plansFail
        ? answer(apiErrorBodySchema, { message: 'Not found' }, { status: 404 })
        : answer(plansResponseSchema, { plans });
    }
    if (path === '/api/content/preview') {
      return options.previewFails
        ? answer(apiErrorBodySchema, { message: 'Not found' }, { status: 404 })
        : answer(ContentPreviewSchema, preview);
    }
    if (path.startsWith('/api/content/assets/')) {
      return new Response(tinySvg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }
    return undefined;
  });
  return { ...server, state };
}

setUpAppTests();

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((element) => element.textContent?.trim());

describe('/ (home)', () => {
  it('says what Quietline is and why, with the ways in and the ink sample', async () => {
    fakePublicServer();
    const { container } = await renderApp('/');
    expect(await headingText(container)).toBe(en.home.heading);
    const main = container.querySelector('main')!;
    // The plans teaser below the fold arrives in its own chunk.
    await vi.waitFor(() =>
      expect(texts(main, 'h2')).toEqual(
        expect.arrayContaining([
          en.marketing.home.why.title,
          en.billing.teaser.title,
          en.marketing.home.begin.title,
        ]),
      ),
    );
    expect(main.querySelectorAll('a[href="/meditate"]').length).toBeGreaterThanOrEqual(2);
    expect(main.querySelector('a[href="/explore#why-tracing"]')).not.toBeNull();
    expect(main.querySelector('a[href="/science"]')).not.toBeNull();
    // The ink arrives in its own chunk after the first paint, inside a frame that kept its place.
    const frame = main.querySelector<HTMLElement>('[data-testid="home-ink-sample"]')!;
    expect(frame.getBoundingClientRect().height).toBeGreaterThan(0);
    await vi.waitFor(() => expect(frame.querySelectorAll('[data-testid="ink-stroke"]').length).toBe(2));
    expect(frame.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(en.marketing.home.ink.label);
  });

  it('shows each plan from GET /api/plans with its monthly price through Intl, and leads to /subscribe', async () => {
    const server = fakePublicServer();
    const { container } = await renderApp('/');
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-testid="pricing-teaser-plan"]')).toHaveLength(3),
    );
    expect(server.requests.filter(({ path }) => path === '/api/plans')).toHaveLength(1);
    const cards = [...container.querySelectorAll('[data-testid="pricing-teaser-plan"]')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Free', 'Premium', 'Pro']);
    expect(cards[0]?.textContent).toContain('$0');
    expect(cards[1]?.textContent).toContain('$9.99');
    expect(cards[1]?.textContent).toContain('or $95.90 a year');
    expect(cards[1]?.textContent).toContain('Save 20%');
    expect(cards[2]?.textContent).toContain('$25');
    expect(cards[2]?.textContent).toContain('Save 44%');
    const compare = [...container.querySelectorAll('main a[href="/subscribe"]')].map((a) => a.textContent);
    expect(compare).toContain(en.billing.teaser.compare);
  });

  it('says when the plans cannot be loaded and loads them on Try again', async () => {
    const server = fakePublicServer({ plansFail: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await renderApp('/');
    const alert = await vi.waitFor(() => {
      const found = container.querySelector('[role="alert"]');
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.textContent).toBe('Failed to load subscription plans');
    server.state.plansFail = false;
    const retry = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === en.billing.pricing.retry,
    )!;
    await userEvent.click(retry);
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-testid="pricing-teaser-plan"]')).toHaveLength(3),
    );
  });
});

describe('/explore', () => {
  it('explains the practice in sections with stable anchors, listed on the page', async () => {
    fakePublicServer();
    const { container } = await renderApp('/explore');
    expect(await headingText(container)).toBe(en.pages.explore.title);
    const ids = ['why-mindfulness', 'why-tracing', 'the-practice', 'pens', 'images', 'the-name'];
    for (const id of ids) {
      const section = container.querySelector(`section#${id}`);
      expect(section?.querySelector('h2')?.textContent, id).toBeTruthy();
      expect(container.querySelector(`nav a[href="#${id}"]`), id).not.toBeNull();
    }
    expect(container.querySelector('#why-tracing h2')?.textContent).toBe(
      en.marketing.explore.sections.whyTracing.title,
    );
    expect(container.querySelector('#the-name')?.textContent).toContain('A quiet line is the one you follow');
  });

  it('shows the ten pens, each with a specimen of its ink, its name and what it is like', async () => {
    fakePublicServer();
    const { container } = await renderApp('/explore');
    await headingText(container);
    const pens = [...container.querySelectorAll('[data-testid="pen-gallery"] > li')];
    expect(pens.map((pen) => pen.querySelector('h3')?.textContent)).toEqual(
      PEN_TOOLS.map((tool) => en.canvas.tools[tool]),
    );
    for (const pen of pens) {
      expect(pen.querySelector('svg path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
      expect(pen.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(pens[1]?.textContent).toContain(en.marketing.explore.pens.qalam);
  });

  it('lets a visitor browse the free images by category, and names the soundtracks', async () => {
    const server = fakePublicServer();
    const { container } = await renderApp('/explore');
    const preview = await vi.waitFor(() => {
      const found = container.querySelector('[data-testid="tracing-preview"]');
      if (!found) throw new Error('no preview yet');
      return found;
    });
    // Categories without a free image are left out.
    expect(texts(preview, 'h3')).toEqual(['Mandalas', 'Nature']);
    const mandalas = preview.querySelector('section')!;
    expect([...mandalas.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt])).toEqual([
      ['/api/content/assets/lotus.svg', 'Lotus mandala in fine lines'],
      ['/api/content/assets/sunburst.svg', 'Sunburst in fine lines'],
    ]);
    expect(texts(mandalas, 'figcaption')).toEqual(['Lotus mandala', 'Sunburst']);
    expect(preview.querySelector('a[href="/meditate"]')?.textContent).toBe(en.marketing.explore.images.begin);
    const soundtracks = container.querySelector(
      `ul[aria-label="${en.marketing.explore.practice.soundtracks.list}"]`,
    );
    expect(texts(soundtracks!, 'li')).toEqual(['Silence', 'Soft rain', 'Singing bowlPremium']);
    // One request feeds both the images and the soundtracks.
    expect(server.requests.filter(({ path }) => path === '/api/content/preview')).toHaveLength(1);
  });

  it('names the seeded images and soundtracks in the reader’s language', async () => {
    const seeded = en.catalog.images['mandala-lotus'];
    const arabic = localeResources.ar!.messages as typeof en;
    stubFetch(({ path }) => {
      if (path === '/api/content/preview') {
        return answer(ContentPreviewSchema, {
          ...preview,
          images: [{ ...preview.images[0]!, id: 'mandala-lotus', title: seeded.title, alt: seeded.alt }],
          soundtracks: [{ id: 'soft-rain', name: en.catalog.soundtracks['soft-rain'], premium: false }],
        });
      }
      return allLocalesRoute(path);
    });
    document.cookie = 'preferred_locale=ar; Path=/';
    const { container } = await renderApp('/explore');
    const image = await vi.waitFor(() => {
      const found = container.querySelector<HTMLImageElement>('[data-testid="tracing-preview"] img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    expect(image.alt).toBe(arabic.catalog.images['mandala-lotus'].alt);
    expect(image.closest('figure')?.querySelector('figcaption')?.textContent).toBe(
      arabic.catalog.images['mandala-lotus'].title,
    );
    expect(container.querySelector('#the-practice ul[aria-label] li')?.textContent).toBe(
      arabic.catalog.soundtracks['soft-rain'],
    );
  });

  it('says so when the images cannot be loaded, and offers to try again', async () => {
    fakePublicServer({ previewFails: true });
    const { container } = await renderApp('/explore');
    await vi.waitFor(() =>
      expect(container.querySelector('#images [role="alert"]')?.textContent).toBe(
        en.marketing.explore.images.failed,
      ),
    );
    expect(texts(container.querySelector('#images')!, 'button')).toEqual([en.marketing.explore.images.retry]);
  });
});

describe('/science', () => {
  it('lists at least five references, each with its DOI link, and every citation reaches one', async () => {
    fakePublicServer();
    const { container } = await renderApp('/science');
    expect(await headingText(container)).toBe(en.pages.science.title);
    const references = [...container.querySelectorAll('[data-testid="references"] > li')];
    expect(references.length).toBeGreaterThanOrEqual(5);
    for (const reference of references) {
      const link = reference.querySelector<HTMLAnchorElement>('a[href^="https://doi.org/10."]');
      expect(link?.textContent, reference.id).toBe(link?.getAttribute('href'));
      expect(reference.textContent).toMatch(/\(\d{4}\)\./);
    }
    const citations = [...container.querySelectorAll<HTMLAnchorElement>('main a[href^="#ref-"]')];
    expect(citations.length).toBe(references.length);
    for (const citation of citations) {
      expect(
        container.querySelector(citation.getAttribute('href')!),
        citation.textContent ?? '',
      ).not.toBeNull();
    }
    expect(container.querySelector('#limits h2')?.textContent).toBe(
      en.marketing.science.sections.limits.title,
    );
  });
});

describe('the footer', () => {
  it('links to the why-sections of /explore, the science and the legal pages', async () => {
    fakePublicServer();
    const { container } = await renderApp('/');
    await headingText(container);
    const hrefs = [...container.querySelectorAll('footer a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/explore#why-mindfulness',
      '/explore#why-tracing',
      '/explore#the-name',
      '/science',
      '/terms',
      '/privacy',
    ]);
  });

  it('takes a keyboard user to the heading of the section it names', async () => {
    fakePublicServer();
    const { container, router } = await renderApp('/');
    await headingText(container);
    const link = container.querySelector<HTMLAnchorElement>('footer a[href="/explore#why-tracing"]')!;
    link.focus();
    link.click();
    await vi.waitFor(() => {
      expect(router.state.location).toMatchObject({ pathname: '/explore', hash: '#why-tracing' });
      expect(document.activeElement?.textContent).toBe(en.marketing.explore.sections.whyTracing.title);
    });
    expect(document.activeElement?.closest('section')?.id).toBe('why-tracing');
  });
});
