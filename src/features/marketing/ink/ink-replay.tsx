import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../components/canvas/use-reduced-motion';
import { homeInkSample } from './home-ink-sample.data';
import { InkDrawingSvg } from './ink-drawing-svg';
import { InkStrokePath } from './ink-stroke-path';
import { useInkReplay } from './use-ink-replay';

/** The mask is this much wider than the ink, so the pen's path never clips the stroke's edge. */
const MASK_MARGIN = 8;

/**
 * A stroke of the brush, replayed as it was drawn: each stroke's real outline uncovered along
 * the pen's path at the hand's pace. Under reduced motion it shows the finished ink and no
 * replay control.
 */
export function InkReplay() {
  const { t } = useTranslation();
  const still = useReducedMotion();
  const { masks, play } = useInkReplay(homeInkSample, still);
  const maskId = `ink-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <figure className="flex size-full flex-col items-center gap-3">
      <InkDrawingSvg
        drawing={homeInkSample}
        label={t('marketing.home.ink.label')}
        className="min-h-0 w-full flex-1 text-accent-fg"
      >
        {!still && (
          <defs>
            {homeInkSample.strokes.map((stroke, index) => (
              <mask
                key={stroke.centre}
                id={`${maskId}-${index}`}
                maskUnits="userSpaceOnUse"
                x="0"
                y="0"
                width={homeInkSample.width}
                height={homeInkSample.height}
              >
                <path
                  ref={(path) => {
                    masks.current[index] = path;
                  }}
                  d={stroke.centre}
                  fill="none"
                  stroke="white"
                  strokeWidth={stroke.maxWidth + MASK_MARGIN}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  pathLength={1}
                  strokeDasharray="1 2"
                />
              </mask>
            ))}
          </defs>
        )}
        {homeInkSample.strokes.map((stroke, index) => (
          <InkStrokePath
            key={stroke.outline}
            stroke={stroke}
            mask={still ? undefined : `url(#${maskId}-${index})`}
            data-testid="ink-stroke"
          />
        ))}
      </InkDrawingSvg>
      <figcaption className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted">
        <span>{t('marketing.home.ink.caption')}</span>
        {!still && (
          <button type="button" onClick={play} className="link-accent focus-ring rounded-sm">
            {t('marketing.home.ink.replay')}
          </button>
        )}
      </figcaption>
    </figure>
  );
}
