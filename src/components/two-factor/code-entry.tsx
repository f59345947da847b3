import { PinInput } from '@ark-ui/react/pin-input';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, codeToSlots, sanitizeCode } from './code-format';

interface CodeEntryProps {
  /** The digits entered so far, as one string. */
  value: string;
  onChange: (code: string) => void;
  /** Called once all six digits are in. */
  onComplete?: (code: string) => void;
  /** Translated accessible name of the group, e.g. 'Verification code'. */
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Names the hidden input that carries the whole code in a form. */
  name?: string;
  /** The id of the message saying why the code is invalid: every slot is described by it. */
  errorId?: string;
}

/**
 * A six-slot, digits-only code entry (Ark UI PinInput) with a separator after the third slot.
 * Other characters are rejected; pasted codes lose spaces and dashes and are cut to six digits.
 * When a code is refused, focus returns to the first empty slot, described by the error.
 */
export function CodeEntry({
  value,
  onChange,
  onComplete,
  label,
  disabled,
  invalid,
  autoFocus,
  name,
  errorId,
}: CodeEntryProps) {
  const { t } = useTranslation();
  const control = useRef<HTMLDivElement>(null);
  // The slots are disabled while a code is checked, which drops focus to the page: once the
  // answer is a refusal, bring it back to the first empty slot, where the member types again.
  useEffect(() => {
    if (!invalid || disabled) return;
    const slots = [...(control.current?.querySelectorAll('input') ?? [])];
    (slots.find((slot) => !slot.value) ?? slots.at(-1))?.focus();
  }, [invalid, disabled]);
  return (
    <PinInput.Root
      count={CODE_LENGTH}
      type="numeric"
      otp
      placeholder=""
      value={codeToSlots(value)}
      onValueChange={(details) => onChange(details.valueAsString)}
      onValueComplete={(details) => onComplete?.(details.valueAsString)}
      sanitizeValue={sanitizeCode}
      translations={{
        inputLabel: (index, length) => t('twoFactor.digitLabel', { index: index + 1, count: length }),
      }}
      disabled={disabled}
      invalid={invalid}
      autoFocus={autoFocus}
      name={name}
      data-testid="code-entry"
      className="flex flex-col items-center gap-3"
    >
      <PinInput.Label className="text-sm font-medium text-fg">{label}</PinInput.Label>
      <PinInput.Control ref={control} dir="ltr" className="flex items-center gap-2">
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          <Fragment key={index}>
            {index === CODE_LENGTH / 2 && (
              <span aria-hidden="true" data-part="separator" className="px-1 text-muted">
                –
              </span>
            )}
            <PinInput.Input
              index={index}
              aria-describedby={invalid ? errorId : undefined}
              className="focus-ring h-12 w-10 rounded-xl border border-control bg-surface text-center font-mono text-xl text-fg data-[invalid]:border-red-400 disabled:opacity-60"
            />
          </Fragment>
        ))}
      </PinInput.Control>
      <PinInput.HiddenInput />
    </PinInput.Root>
  );
}
