import { Dialog } from '@ark-ui/react/dialog';

export interface FormDialogActionsProps {
  cancelLabel: string;
  /** Already says when the form is saving. */
  submitLabel: string;
  submitDisabled: boolean;
  /** 'danger' for a submit that cannot be taken back (revoke, delete). */
  tone?: 'primary' | 'danger';
}

const submitClass = {
  primary: 'button-primary',
  danger:
    'focus-ring inline-flex items-center rounded-full bg-red-700 px-4 py-2 font-medium text-white transition-colors hover:bg-red-800',
} as const;

/** The last row of a FormDialog's form: Cancel closes the dialog, the other button submits. */
export function FormDialogActions({
  cancelLabel,
  submitLabel,
  submitDisabled,
  tone = 'primary',
}: FormDialogActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Dialog.CloseTrigger type="button" className="button-quiet">
        {cancelLabel}
      </Dialog.CloseTrigger>
      <button type="submit" className={submitClass[tone]} disabled={submitDisabled}>
        {submitLabel}
      </button>
    </div>
  );
}
