import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SoundtrackNames } from './soundtrack-names';

const parts = ['tracing', 'drawing', 'soundtracks', 'dashboard'] as const;
type Part = (typeof parts)[number];

/**
 * What each part adds beneath its text: the soundtracks name themselves. Their room is kept
 * while the names load, so the sections below stay where a link put them.
 */
const extras: Partial<Record<Part, ReactNode>> = {
  soundtracks: (
    <div className="min-h-18">
      <SoundtrackNames />
    </div>
  ),
};

/** The parts of the practice in four quiet cards: tracing sessions, free drawing, soundtracks, the dashboard. */
export function PracticeOverview() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {parts.map((part) => (
        <li key={part} className="flex flex-col gap-3 rounded-3xl border border-line bg-surface/60 p-6">
          <h3 className="font-serif text-xl text-fg">{t(`marketing.explore.practice.${part}.title`)}</h3>
          <p className="leading-relaxed text-muted">{t(`marketing.explore.practice.${part}.body`)}</p>
          {extras[part]}
        </li>
      ))}
    </ul>
  );
}
