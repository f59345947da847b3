import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import type { SoundtrackPlayer } from '../../../lib/soundtrack/soundtrack-player';
import type { Soundtrack } from '../../../shared/content/content-responses';
import { LockIcon } from './lock-icon';

interface SoundtrackPickerProps {
  soundtracks: readonly Soundtrack[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  player: SoundtrackPlayer;
  volume: number;
  onVolume: (volume: number) => void;
}

/** Soundtracks as radio buttons, a preview of the chosen one, and the volume. */
export function SoundtrackPicker({
  soundtracks,
  selectedId,
  onSelect,
  player,
  volume,
  onVolume,
}: SoundtrackPickerProps) {
  const { t } = useTranslation();
  const { soundtrackName } = useCatalogText();
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const selected = soundtracks.find((soundtrack) => soundtrack.id === selectedId);

  const togglePreview = () => {
    if (previewing || !selected?.source) {
      player.stop();
      setPreviewing(false);
    } else {
      void player.play(selected.source);
      setPreviewing(true);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-fg">{t('meditate.choose.soundtrack')}</legend>
      <div className="flex flex-wrap gap-2">
        {soundtracks.map((soundtrack) =>
          soundtrack.locked ? (
            <Link
              key={soundtrack.id}
              to="/subscribe"
              aria-label={`${soundtrackName(soundtrack)}: ${t('meditate.choose.locked')}`}
              className="button-quiet focus-ring gap-1.5 border-dashed px-3.5 py-1.5 text-sm text-muted"
            >
              <LockIcon className="size-4 shrink-0" />
              {soundtrackName(soundtrack)}
            </Link>
          ) : !soundtrack.source ? (
            <span key={soundtrack.id} className="px-3.5 py-1.5 text-sm text-muted opacity-70">
              {soundtrackName(soundtrack)} ({t('meditate.choose.soundtrackUnavailable')})
            </span>
          ) : (
            <label
              key={soundtrack.id}
              className="button-quiet flex cursor-pointer items-center gap-2 px-3.5 py-1.5 text-sm has-checked:border-accent has-focus-visible:ring-2 has-focus-visible:ring-focus"
            >
              <input
                type="radio"
                name={`${id}-soundtrack`}
                value={soundtrack.id}
                checked={soundtrack.id === selectedId}
                onChange={() => {
                  onSelect(soundtrack.id);
                  if (previewing && soundtrack.source) void player.play(soundtrack.source);
                }}
                className="sr-only"
              />
              {soundtrackName(soundtrack)}
            </label>
          ),
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={togglePreview}
          disabled={!selected?.source || selected.source.kind === 'silence'}
          aria-pressed={previewing}
          className="button-quiet focus-ring px-3.5 py-1.5 text-sm disabled:opacity-40"
        >
          {previewing ? t('meditate.choose.stopPreview') : t('meditate.choose.preview')}
        </button>
        <label htmlFor={`${id}-volume`} className="text-sm text-muted">
          {t('meditate.choose.volume')}
        </label>
        <input
          id={`${id}-volume`}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onChange={(event) => onVolume(Number(event.target.value))}
          className="focus-ring w-36 accent-accent"
        />
      </div>
    </fieldset>
  );
}
