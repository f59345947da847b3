import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/form/form-message';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { parseCycleParam, type BillingCycle } from '../../../shared/billing/plans';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { useCheckout } from '../hooks/use-checkout';
import { useTrial } from '../hooks/use-trial';
import { CycleSwitch } from './cycle-switch';
import { PlanActions } from './plan-actions';
import { PlanCard } from './plan-card';
import { TestModeBadge } from './test-mode-badge';

/**
 * /subscribe: the plans on a monthly/yearly switch (`?plan=monthly|yearly` preselects it; any
 * other value counts as none, spec §2), the member's plan marked, and the way into checkout or a
 * free trial.
 */
export function SubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.subscribe.title')} · ${t('common.appName')}`);
  const [searchParams] = useSearchParams();
  const cycleParam = parseCycleParam(searchParams.get('plan'));
  const [cycle, setCycle] = useState<BillingCycle>(cycleParam ?? 'monthly');
  // A link to another ?plan= while the page is open (the header, a lock) selects that cycle too.
  const [seenCycleParam, setSeenCycleParam] = useState(cycleParam);
  if (cycleParam !== seenCycleParam) {
    setSeenCycleParam(cycleParam);
    if (cycleParam) setCycle(cycleParam);
  }
  const plans = usePlans();
  const subscription = useSubscription();
  const checkout = useCheckout();
  const [trialFailure, setTrialFailure] = useState<string | null>(null);
  const trial = useTrial(setTrialFailure);
  const failure = checkout.failure ?? trialFailure;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-6 py-16 sm:py-20">
      <header className="flex flex-col items-center gap-4 text-center">
        <span aria-hidden="true" className="h-px w-16 bg-accent/70" />
        <h1 id="page-title" className="font-serif text-3xl tracking-tight text-fg sm:text-4xl">
          {t('pages.subscribe.title')}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-muted">{t('pages.subscribe.body')}</p>
        {subscription.data?.testMode && <TestModeBadge />}
        <CycleSwitch value={cycle} onChange={setCycle} />
      </header>

      {failure && <FormMessage tone="error">{failure}</FormMessage>}

      {plans.isPending && (
        <p role="status" className="text-center text-muted">
          {t('billing.pricing.loading')}
        </p>
      )}
      {plans.isError && (
        <div className="flex flex-col items-center gap-3">
          <FormMessage tone="error">{t('billing.pricing.loadFailed')}</FormMessage>
          <button type="button" className="button-quiet focus-ring" onClick={() => void plans.refetch()}>
            {t('billing.pricing.retry')}
          </button>
        </div>
      )}
      {plans.data && (
        <ul aria-label={t('billing.pricing.plans')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {plans.data.map((plan) => {
            const nameId = `plan-${plan.id}-name`;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                cycle={cycle}
                current={subscription.data?.plan.id === plan.id}
                nameId={nameId}
              >
                <PlanActions
                  plan={plan}
                  cycle={cycle}
                  subscription={subscription.isError ? null : subscription.data}
                  nameId={nameId}
                  checkoutBusy={checkout.busyPlanId === plan.id}
                  trialBusy={trial.busyPlanId === plan.id}
                  onChoose={() => {
                    setTrialFailure(null);
                    checkout.start({ planId: plan.id, cycle });
                  }}
                  onTrial={() => {
                    setTrialFailure(null);
                    checkout.clearFailure();
                    trial.start(plan);
                  }}
                />
              </PlanCard>
            );
          })}
        </ul>
      )}
      <p className="text-center text-sm text-muted">{t('billing.pricing.note')}</p>
    </div>
  );
}
