import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../shared/billing/plans';

interface TrialButtonProps {
  plan: Plan & { trialDays: number };
  busy: boolean;
  onStart: () => void;
}

/** "Try Premium free for 14 days". */
export function TrialButton({ plan, busy, onStart }: TrialButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button-quiet focus-ring" disabled={busy} onClick={onStart}>
      {busy
        ? t('billing.trial.starting')
        : t('billing.trial.offer', { plan: plan.name, count: plan.trialDays })}
    </button>
  );
}
