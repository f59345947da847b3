import type { Page } from '@playwright/test';

type Rgb = readonly [number, number, number];

/** What the focused element shows: its focus ring's colour over the ground the ring sits on. */
export interface FocusIndicator {
  /** The focused element, for messages: tag, accessible label or text. */
  element: string;
  /** The ring's colour as painted over the ground; null when the element shows no ring. */
  ring: Rgb | null;
  /** The colour behind the ring: the backgrounds of the ring's ancestors painted in order. */
  ground: Rgb;
  /**
   * A field's border (text inputs, selects, text areas) with the colours on either side of it: the
   * ground outside and the field's own background inside. Null for other controls.
   */
  boundary: { border: Rgb; outside: Rgb; inside: Rgb } | null;
}

/**
 * The focus ring of the focused element, and a field's border: an outline of at least 2 px, or a box-shadow ring, on the
 * element or on the label or control drawn for it (a colour input hides inside its label, a switch's
 * input beside its track). Colours come back as the browser paints them, alpha composed.
 */
export function focusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Paints the colours over each other and reads the pixel: any CSS colour syntax, alpha composed. */
    const paint = (colours: readonly string[]): [number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      for (const colour of ['#fff', ...colours]) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!];
    };
    const backgrounds = (element: Element | null): string[] => {
      const chain: string[] = [];
      for (let node = element; node; node = node.parentElement)
        chain.unshift(getComputedStyle(node).backgroundColor);
      return chain;
    };
    const ringColour = (element: Element): string | null => {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return style.outlineColor;
      if (style.boxShadow !== 'none')
        return /(?:rgba?|oklch|oklab|color)\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null;
      return null;
    };

    const focused = document.activeElement ?? document.body;
    const drawnFor = [
      focused,
      focused.closest('label'),
      focused.parentElement?.querySelector('[data-part="control"]'),
    ].filter((candidate): candidate is Element => candidate instanceof Element);
    const bearer = drawnFor.find((candidate) => ringColour(candidate) !== null);
    const ground = backgrounds(bearer?.parentElement ?? focused.parentElement);
    const name =
      focused.getAttribute('aria-label') ??
      (focused as HTMLInputElement).labels?.[0]?.textContent ??
      focused.textContent?.trim().slice(0, 40);
    const field = focused.matches(
      'input:not([type="checkbox"], [type="radio"], [type="range"], [type="color"], [type="file"]), select, textarea',
    );
    const outside = backgrounds(focused.parentElement);
    const inside = [...outside, getComputedStyle(focused).backgroundColor];
    return {
      element: `${focused.tagName.toLowerCase()} "${name ?? ''}"`,
      ring: bearer ? paint([...ground, ringColour(bearer)!]) : null,
      ground: paint(ground),
      boundary: field
        ? {
            border: paint([...outside, getComputedStyle(focused).borderTopColor]),
            outside: paint(outside),
            inside: paint(inside),
          }
        : null,
    };
  });
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
