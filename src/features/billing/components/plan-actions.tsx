import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import type { BillingCycle, Plan } from '../../../shared/billing/plans';
import type { SubscriptionResponse } from '../../../shared/billing/subscription';
import { offersTrial } from '../utils/offers-trial';
import { canStartTrial, hasRunningSubscription } from '../utils/subscription-state';
import { TrialButton } from './trial-button';

interface PlanActionsProps {
  plan: Plan;
  cycle: BillingCycle;
  /**
   * Undefined while it loads: no action yet, so a subscriber is never offered a second checkout.
   * Null when it could not be read: checkout is offered, and the server decides.
   */
  subscription: SubscriptionResponse | null | undefined;
  nameId: string;
  checkoutBusy: boolean;
  trialBusy: boolean;
  onChoose: () => void;
  onTrial: () => void;
}

/**
 * What a member can do with one plan on the pricing page: nothing for Free; checkout (and the one
 * free trial) without a running subscription; with one, the profile is where its plan changes,
 * with the step-up and the upgrade/downgrade explanation.
 */
export function PlanActions({
  plan,
  cycle,
  subscription,
  nameId,
  checkoutBusy,
  trialBusy,
  onChoose,
  onTrial,
}: PlanActionsProps) {
  const { t } = useTranslation();
  if (plan.tier === 'free' || subscription === undefined) return null;
  const current = subscription?.plan.id === plan.id;

  if (subscription && hasRunningSubscription(subscription)) {
    if (current && subscription.cycle === cycle) {
      return <p className="text-sm text-muted">{t(`billing.billed.${cycle}`)}</p>;
    }
    return (
      <PreloadLink to="/profile#subscription" className="button-quiet focus-ring" aria-describedby={nameId}>
        {t('billing.pricing.changeInProfile')}
      </PreloadLink>
    );
  }

  return (
    <>
      {/* The way into checkout: its clicks are worth counting. */}
      <Button track className="disabled:opacity-70" disabled={checkoutBusy} onClick={onChoose}>
        {checkoutBusy ? t('billing.pricing.redirecting') : t('billing.pricing.choose', { plan: plan.name })}
      </Button>
      {subscription && canStartTrial(subscription) && offersTrial(plan) && (
        <TrialButton plan={plan} busy={trialBusy} onStart={onTrial} />
      )}
    </>
  );
}
