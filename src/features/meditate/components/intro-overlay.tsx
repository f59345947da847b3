import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface IntroOverlayProps {
  /** Closes the intro; `forGood` when the member asked not to see it again. */
  onClose: (forGood: boolean) => void;
}

/** A short calm intro before the session, as a modal dialog (Escape skips it). */
export function IntroOverlay({ onClose }: IntroOverlayProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [forGood, setForGood] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onClose(forGood);
      }}
      className="m-auto max-w-md rounded-3xl border border-line bg-surface p-6 text-fg shadow-xl backdrop:bg-black/40"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl">
        {t('meditate.introOverlay.title')}
      </h2>
      <p id={`${id}-body`} className="mt-3 leading-relaxed text-muted">
        {t('meditate.introOverlay.body')}
      </p>
      <label className="mt-4 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={forGood}
          onChange={(event) => setForGood(event.target.checked)}
          className="focus-ring"
        />
        {t('meditate.introOverlay.dontShowAgain')}
      </label>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => onClose(forGood)}
          className="button-quiet focus-ring px-4 py-2 text-sm"
        >
          {t('meditate.introOverlay.skip')}
        </button>
        <button
          type="button"
          autoFocus
          onClick={() => onClose(forGood)}
          className="button-primary focus-ring px-4 py-2 text-sm"
        >
          {t('meditate.introOverlay.start')}
        </button>
      </div>
    </dialog>
  );
}
