import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingCycle, Plan } from '../../../shared/billing/plans';
import type { ChangePlanRequest, SubscriptionResponse } from '../../../shared/billing/subscription';
import { formatPrice } from '../utils/format-price';
import { planChangeKind } from '../utils/plan-change-kind';
import { CycleSwitch } from './cycle-switch';

interface ChangePlanPanelProps {
  plans: readonly Plan[];
  subscription: SubscriptionResponse;
  /** The current period's end, formatted: when a downgrade takes effect. */
  periodEnd: string | null;
  busyPlanId: string | undefined;
  onChange: (request: ChangePlanRequest) => void;
}

const kindClass = {
  upgrade: 'bg-accent/15 text-accent-fg',
  downgrade: 'bg-track text-fg',
  cycle: 'bg-track text-fg',
} as const;

/**
 * The other paid plans and cycles of a running subscription, each saying whether it is an
 * upgrade (now, prorated) or a downgrade (at the period end) before the member picks it.
 */
export function ChangePlanPanel({
  plans,
  subscription,
  periodEnd,
  busyPlanId,
  onChange,
}: ChangePlanPanelProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [cycle, setCycle] = useState<BillingCycle>(subscription.cycle ?? 'monthly');
  const currentTier = subscription.plan.tier;
  const paidPlans = plans.filter((plan) => plan.tier !== 'free');

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line p-4 sm:p-5"
      data-testid="change-plan-panel"
    >
      <h3 id={headingId} className="font-serif text-lg text-fg">
        {t('billing.change.heading')}
      </h3>
      <p className="text-sm leading-relaxed text-muted">
        {periodEnd ? t('billing.change.intro', { date: periodEnd }) : t('billing.change.introUndated')}
      </p>
      <div>
        <CycleSwitch value={cycle} onChange={setCycle} />
      </div>
      <ul className="flex flex-col divide-y divide-line">
        {paidPlans.map((plan) => {
          const current = plan.id === subscription.plan.id && cycle === subscription.cycle;
          const kind = planChangeKind(currentTier, plan.tier);
          const cents = cycle === 'yearly' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
          const nameId = `${headingId}-${plan.id}`;
          const noteId = `${nameId}-note`;
          return (
            <li key={plan.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span id={nameId} className="font-medium text-fg">
                    {plan.name}
                  </span>
                  {!current && (
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${kindClass[kind]}`}>
                      {t(`billing.change.kind.${kind}`)}
                    </span>
                  )}
                </span>
                <span id={noteId} className="text-sm text-muted">
                  {formatPrice(cents, i18n.language)}{' '}
                  {cycle === 'yearly' ? t('billing.price.perYear') : t('billing.price.perMonth')}
                  {' · '}
                  {current
                    ? t('billing.pricing.current')
                    : kind === 'upgrade'
                      ? t('billing.change.upgradeNote')
                      : kind === 'downgrade'
                        ? periodEnd
                          ? t('billing.change.downgradeNote', { date: periodEnd })
                          : t('billing.change.downgradeNoteUndated')
                        : t('billing.change.cycleNote')}
                </span>
              </div>
              {!current && (
                <button
                  type="button"
                  className="button-quiet focus-ring px-4 py-2 text-sm"
                  aria-describedby={noteId}
                  disabled={busyPlanId !== undefined}
                  onClick={() => onChange({ planId: plan.id, cycle })}
                >
                  {busyPlanId === plan.id
                    ? t('billing.change.switching')
                    : t('billing.change.switchTo', { plan: plan.name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
