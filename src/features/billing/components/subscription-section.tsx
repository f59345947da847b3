import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { toaster } from '../../../components/toast/toaster';
import { hasApiErrorCode } from '../../../lib/api/api-error';
import { escalationRequiredCode } from '../../../shared/auth/escalation';
import type {
  CancelRequest,
  ChangePlanRequest,
  SubscriptionResponse,
} from '../../../shared/billing/subscription';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangePlan } from '../api/change-plan';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { usePortal } from '../hooks/use-portal';
import { useTrial } from '../hooks/use-trial';
import { formatBillingDate } from '../utils/format-billing-date';
import { offersTrial } from '../utils/offers-trial';
import { planChangeKind } from '../utils/plan-change-kind';
import { canStartTrial, hasRunningSubscription } from '../utils/subscription-state';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangePlanPanel } from './change-plan-panel';
import { SubscriptionSummary } from './subscription-summary';
import { TestModeBadge } from './test-mode-badge';
import { TrialButton } from './trial-button';

/** A step-up the member cancelled is their choice, not a failure worth a message. */
const cancelledStepUp = (error: unknown) => hasApiErrorCode(error, escalationRequiredCode);

/**
 * Profile → Subscription: the plan, its status, cycle, price and dates, and what can be done
 * with it: manage billing at the provider, change plan, cancel (at period end, recommended, or
 * now), resume, start the one free trial, or see the plans.
 */
export function SubscriptionSection() {
  const { t } = useTranslation();
  const subscription = useSubscription();

  if (subscription.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage tone="error">{t('billing.section.loadFailed')}</FormMessage>
        <button type="button" className="button-quiet focus-ring" onClick={() => void subscription.refetch()}>
          {t('billing.section.retry')}
        </button>
      </div>
    );
  }
  if (!subscription.data) {
    return (
      <p role="status" className="text-muted">
        {t('billing.section.loading')}
      </p>
    );
  }
  return <SubscriptionDetails subscription={subscription.data} fetchedAt={subscription.dataUpdatedAt} />;
}

interface SubscriptionDetailsProps {
  subscription: SubscriptionResponse;
  /** When the server answered: trial days left count from then. */
  fetchedAt: number;
}

function SubscriptionDetails({ subscription, fetchedAt }: SubscriptionDetailsProps) {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [changing, setChanging] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const change = useChangePlan();
  const portal = usePortal(setFailure);
  const trial = useTrial(setFailure);

  const running = hasRunningSubscription(subscription);
  const periodEnd = subscription.currentPeriodEnd
    ? formatBillingDate(subscription.currentPeriodEnd, i18n.language)
    : null;
  const trialPlans = canStartTrial(subscription) ? (plans.data ?? []).filter(offersTrial) : [];

  const runCancel = (when: CancelRequest['when']) => {
    setCancelling(false);
    setFailure(null);
    cancel.mutate(
      { when },
      {
        onSuccess: () =>
          toaster.success({
            title:
              when === 'now' || !periodEnd
                ? t('billing.cancelDialog.endedNow')
                : t('billing.cancelDialog.endsOn', { date: periodEnd }),
          }),
        onError: (error) => {
          if (!cancelledStepUp(error)) setFailure(t('billing.cancelDialog.failed'));
        },
      },
    );
  };

  const runResume = () => {
    setFailure(null);
    resume.mutate(undefined, {
      onSuccess: () => toaster.success({ title: t('billing.section.resumed') }),
      onError: () => setFailure(t('billing.section.updateFailed')),
    });
  };

  const runChange = (request: ChangePlanRequest) => {
    setFailure(null);
    const target = plans.data?.find((plan) => plan.id === request.planId);
    const downgrade = target && planChangeKind(subscription.plan.tier, target.tier) === 'downgrade';
    change.mutate(request, {
      onSuccess: () => {
        setChanging(false);
        toaster.success({
          title:
            downgrade && periodEnd
              ? t('billing.change.scheduled', { plan: target.name, date: periodEnd })
              : t('billing.change.changed'),
        });
      },
      onError: (error) => {
        if (!cancelledStepUp(error)) setFailure(t('billing.section.updateFailed'));
      },
    });
  };

  return (
    <div className="flex flex-col gap-5" data-testid="subscription-section" data-status={subscription.status}>
      {subscription.testMode && (
        <div>
          <TestModeBadge />
        </div>
      )}
      <SubscriptionSummary subscription={subscription} plans={plans.data} fetchedAt={fetchedAt} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}

      <div className="flex flex-wrap gap-3">
        {running && !subscription.cancelAtPeriodEnd && (
          <button
            type="button"
            className="button-primary focus-ring"
            aria-expanded={changing}
            onClick={() => setChanging((open) => !open)}
          >
            {t('billing.section.changePlan')}
          </button>
        )}
        {running && subscription.cancelAtPeriodEnd && (
          <button
            type="button"
            className="button-primary focus-ring"
            disabled={resume.isPending}
            onClick={runResume}
          >
            {t('billing.section.resume')}
          </button>
        )}
        {subscription.hasBillingAccount && (
          <button
            type="button"
            className="button-quiet focus-ring"
            disabled={portal.busy}
            onClick={portal.open}
          >
            {portal.busy ? t('billing.section.opening') : t('billing.section.manage')}
          </button>
        )}
        {!running && (
          <PreloadLink to="/subscribe" className="button-primary focus-ring">
            {t('billing.section.seePlans')}
          </PreloadLink>
        )}
        {running && !subscription.cancelAtPeriodEnd && (
          <button
            type="button"
            className="button-quiet focus-ring"
            disabled={cancel.isPending}
            onClick={() => setCancelling(true)}
          >
            {t('billing.section.cancel')}
          </button>
        )}
      </div>

      {changing && plans.data && (
        <ChangePlanPanel
          plans={plans.data}
          subscription={subscription}
          periodEnd={periodEnd}
          busyPlanId={change.isPending ? change.variables.planId : undefined}
          onChange={runChange}
        />
      )}
      {changing && plans.isError && <FormMessage tone="error">{t('billing.pricing.loadFailed')}</FormMessage>}

      {trialPlans.length > 0 && (
        <div className="flex flex-col gap-3 border-t border-line pt-5">
          <p className="text-sm text-muted">{t('billing.section.trialIntro')}</p>
          <div className="flex flex-wrap gap-3">
            {trialPlans.map((plan) => (
              <TrialButton
                key={plan.id}
                plan={plan}
                busy={trial.busyPlanId === plan.id}
                onStart={() => {
                  setFailure(null);
                  trial.start(plan);
                }}
              />
            ))}
          </div>
        </div>
      )}

      <CancelSubscriptionDialog
        open={cancelling}
        planName={subscription.plan.name}
        periodEnd={periodEnd}
        onChoose={runCancel}
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
