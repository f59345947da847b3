import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';

/** The replay speeds offered: real time, and two quicker ones for long sessions. */
export const REPLAY_SPEEDS = [1, 4, 16] as const;

/** Replays the artwork stroke by stroke with the engine's replay at 1×, 4× or 16×. */
export function ReplayControls({ controller }: { controller: CanvasController | null }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<number | null>(null);

  const replay = async (speed: number) => {
    if (!controller) return;
    setPlaying(speed);
    try {
      await controller.replay(speed);
    } finally {
      // Another speed may have started meanwhile: only the latest replay clears the state.
      setPlaying((current) => (current === speed ? null : current));
    }
  };

  return (
    <div role="group" aria-label={t('gallery.replay')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted" aria-live="polite">
        {playing === null ? t('gallery.replay') : t('gallery.replaying')}
      </span>
      {REPLAY_SPEEDS.map((speed) => (
        <button
          key={speed}
          type="button"
          disabled={!controller}
          aria-pressed={playing === speed}
          aria-label={t('gallery.replaySpeed', { speed })}
          onClick={() => void replay(speed)}
          className="button-quiet px-3 py-1.5 text-sm aria-pressed:border-accent disabled:opacity-40"
        >
          {`${speed}×`}
        </button>
      ))}
    </div>
  );
}
