import { SegmentGroup } from '@ark-ui/react/segment-group';
import { useTranslation } from 'react-i18next';
import { billingCycles, type BillingCycle } from '../../../shared/billing/plans';

interface CycleSwitchProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Monthly or yearly: a two-choice radio group drawn as a pill with a sliding highlight. */
export function CycleSwitch({ value, onChange }: CycleSwitchProps) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root
      value={value}
      onValueChange={(details) => {
        if (details.value === 'monthly' || details.value === 'yearly') onChange(details.value);
      }}
      orientation="horizontal"
      className="relative inline-flex items-center rounded-full border border-line bg-surface p-1"
      data-testid="cycle-switch"
    >
      <SegmentGroup.Label className="sr-only">{t('billing.cycle.label')}</SegmentGroup.Label>
      <SegmentGroup.Indicator className="top-(--top) h-(--height) w-(--width) rounded-full bg-accent/20 ring-1 ring-accent/50" />
      {billingCycles.map((cycle) => (
        <SegmentGroup.Item
          key={cycle}
          value={cycle}
          className="relative z-10 cursor-pointer rounded-full px-5 py-2 text-sm font-medium text-muted transition-colors data-[state=checked]:text-fg data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus"
        >
          <SegmentGroup.ItemText>{t(`billing.cycle.${cycle}`)}</SegmentGroup.ItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
