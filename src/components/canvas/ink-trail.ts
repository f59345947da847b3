/**
 * The Delegated Ink Trail (navigator.ink), behind a setting that is off by default: see
 * docs/decisions/009-delegated-ink-trail.md for why. TypeScript's DOM types do not have it yet.
 */
interface InkTrailStyle {
  color: string;
  diameter: number;
}

interface InkPresenter {
  updateInkTrailStartPoint(event: PointerEvent, style: InkTrailStyle): void;
}

interface InkApi {
  requestPresenter(options?: { presentationArea?: Element }): Promise<InkPresenter>;
}

/** Whether this browser offers the Delegated Ink Trail. */
export function inkTrailSupported(nav: Navigator = navigator): boolean {
  return inkApi(nav) !== null;
}

function inkApi(nav: Navigator): InkApi | null {
  const ink = (nav as Navigator & { ink?: Partial<InkApi> }).ink;
  return ink && typeof ink.requestPresenter === 'function' ? (ink as InkApi) : null;
}

/**
 * Asks the compositor to draw a trail from the last sample the page saw to the pen's current
 * position until the next frame. The trail starts from the newest event on the main thread,
 * which the worker may not have drawn yet (see the ADR); `style()` is read per event.
 */
export class InkTrail {
  private presenter: InkPresenter | null = null;
  private failed = false;

  constructor(
    area: Element,
    private readonly style: () => InkTrailStyle,
    nav: Navigator = navigator,
  ) {
    const api = inkApi(nav);
    if (!api) return;
    api
      .requestPresenter({ presentationArea: area })
      .then((presenter) => {
        this.presenter = presenter;
      })
      .catch(() => {
        this.failed = true;
      });
  }

  /** Extends the trail from `event` (a trusted pointermove or pointerrawupdate). */
  update(event: PointerEvent): void {
    if (!this.presenter || this.failed) return;
    try {
      this.presenter.updateInkTrailStartPoint(event, this.style());
    } catch {
      // Chromium refuses untrusted events and some event types; the ink still arrives, one frame later.
      this.failed = true;
    }
  }
}
