import { useTranslation } from 'react-i18next';

interface SessionControlsProps {
  paused: boolean;
  canRemoveMinute: boolean;
  finishing: boolean;
  onAddMinute: () => void;
  onRemoveMinute: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
  onFinish: () => void;
}

const quiet = 'button-quiet focus-ring px-3.5 py-1.5 text-sm disabled:opacity-40';

/** The session's buttons, named as the spec names them. */
export function SessionControls(props: SessionControlsProps) {
  const { t } = useTranslation();
  const disabled = props.finishing;
  return (
    <div role="group" aria-label={t('meditate.session.label')} className="flex flex-wrap items-center gap-2">
      <button type="button" className={quiet} disabled={disabled} onClick={props.onAddMinute}>
        {t('meditate.session.addMinute')}
      </button>
      <button
        type="button"
        className={quiet}
        disabled={disabled || !props.canRemoveMinute}
        onClick={props.onRemoveMinute}
      >
        {t('meditate.session.removeMinute')}
      </button>
      <button
        type="button"
        className={quiet}
        disabled={disabled}
        onClick={props.paused ? props.onResume : props.onPause}
      >
        {props.paused ? t('meditate.session.resume') : t('meditate.session.pause')}
      </button>
      <button type="button" className={quiet} disabled={disabled} onClick={props.onReset}>
        {t('meditate.session.reset')}
      </button>
      <button
        type="button"
        className="button-primary focus-ring px-4 py-1.5 text-sm disabled:opacity-40"
        disabled={disabled}
        onClick={props.onFinish}
      >
        {t('meditate.session.finish')}
      </button>
    </div>
  );
}
