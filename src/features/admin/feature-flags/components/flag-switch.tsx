import { Switch } from '@ark-ui/react/switch';

interface FlagSwitchProps {
  checked: boolean;
  /** The accessible name, e.g. 'Enable quiet-hours'. */
  label: string;
  /** Shown beside the switch; the label alone when omitted. */
  visibleLabel?: string;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off switch (Ark UI Switch: a real checkbox underneath, role switch, keyboard and RTL ready). */
export function FlagSwitch({ checked, label, visibleLabel, disabled, onCheckedChange }: FlagSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      className="group inline-flex items-center gap-2 data-[disabled]:opacity-60"
    >
      <Switch.Control className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-control bg-line/60 p-0.5 transition-colors group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-focus data-[state=checked]:border-accent data-[state=checked]:bg-accent">
        <Switch.Thumb className="size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Control>
      <Switch.Label className={visibleLabel ? 'text-sm text-fg' : 'sr-only'}>
        {visibleLabel ?? label}
      </Switch.Label>
      <Switch.HiddenInput aria-label={label} />
    </Switch.Root>
  );
}
