import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

interface SessionControlsProps {
  paused: boolean;
  canRemoveMinute: boolean;
  finishing: boolean;
  onAddMinute: () => void;
  onRemoveMinute: () => void;
  onPause: () => void;
  onResume: () => void;
  /** Called once the member has confirmed: the strokes go and the timer starts again. */
  onReset: () => void;
  onFinish: () => void;
}

const quiet = 'button-quiet focus-ring px-3.5 py-1.5 text-sm disabled:opacity-40';

/**
 * The session's buttons, named as the spec names them. Reset, which throws the session's work
 * away, asks first and stands at the far end from Finish, so a hurried hand cannot mistake them.
 */
export function SessionControls(props: SessionControlsProps) {
  const { t } = useTranslation();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const disabled = props.finishing;
  return (
    <div role="group" aria-label={t('meditate.session.label')} className="flex flex-wrap items-center gap-2">
      <button type="button" className={quiet} disabled={disabled} onClick={() => setConfirmingReset(true)}>
        {t('meditate.session.reset')}
      </button>
      <span aria-hidden="true" className="mx-2 h-6 w-px bg-line" />
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
      <button
        type="button"
        className="button-primary focus-ring ms-2 px-4 py-1.5 text-sm disabled:opacity-40"
        disabled={disabled}
        onClick={props.onFinish}
      >
        {t('meditate.session.finish')}
      </button>
      <ConfirmDialog
        open={confirmingReset}
        title={t('meditate.session.resetTitle')}
        description={t('meditate.session.resetBody')}
        confirmLabel={t('meditate.session.resetConfirm')}
        cancelLabel={t('meditate.session.cancel')}
        onConfirm={() => {
          setConfirmingReset(false);
          props.onReset();
        }}
        onCancel={() => setConfirmingReset(false)}
      />
    </div>
  );
}
