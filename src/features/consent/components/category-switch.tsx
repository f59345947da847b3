import { Switch } from '@ark-ui/react/switch';

interface CategorySwitchProps {
  name: string;
  description: string;
  /** 'Status: Consented on …', or 'Always on' for the essential item. */
  status?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** One consent category: an Ark UI Switch (a real checkbox, role switch) with its description. */
export function CategorySwitch({
  name,
  description,
  status,
  checked,
  disabled,
  onCheckedChange,
}: CategorySwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onCheckedChange?.(details.checked)}
      className="group flex items-start justify-between gap-4 py-3"
    >
      <span className="min-w-0">
        <Switch.Label className="block text-sm font-medium text-fg">{name}</Switch.Label>
        <span className="mt-0.5 block text-xs leading-relaxed text-muted">{description}</span>
        {status && <span className="mt-1 block text-xs text-muted">{status}</span>}
      </span>
      <Switch.Control className="mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-control bg-line/60 p-0.5 transition-colors group-data-[disabled]:cursor-not-allowed group-data-[disabled]:opacity-60 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-focus data-[state=checked]:border-accent data-[state=checked]:bg-accent">
        <Switch.Thumb className="size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Control>
      <Switch.HiddenInput />
    </Switch.Root>
  );
}
