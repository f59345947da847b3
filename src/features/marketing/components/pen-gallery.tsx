import { useTranslation } from 'react-i18next';
import { PEN_TOOLS } from '../../../shared/canvas/tools';
import { InkDrawingSvg } from '../ink/ink-drawing-svg';
import { InkStrokePath } from '../ink/ink-stroke-path';
import { penSpecimens } from '../ink/pen-specimens.data';

/** The ten pens, each with a specimen of its ink (the same flourish drawn by every pen) and a line about it. */
export function PenGallery() {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" data-testid="pen-gallery">
      {PEN_TOOLS.map((tool) => (
        <li key={tool} className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4 sm:p-5">
          <InkDrawingSvg drawing={penSpecimens[tool]} className="aspect-[5/2] w-full text-fg">
            {penSpecimens[tool].strokes.map((stroke) => (
              <InkStrokePath key={stroke.outline} stroke={stroke} />
            ))}
          </InkDrawingSvg>
          <h3 className="font-serif text-lg text-fg">{t(`canvas.tools.${tool}`)}</h3>
          <p className="text-sm leading-relaxed text-muted">{t(`marketing.explore.pens.${tool}`)}</p>
        </li>
      ))}
    </ul>
  );
}
