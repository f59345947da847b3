import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingCycle, Plan } from '../../../shared/billing/plans';
import { PlanPrice } from './plan-price';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  /** The member's plan now: the card is marked and says so. */
  current: boolean;
  /** The id its name heading gets, so the card's buttons can refer to it. */
  nameId: string;
  /** The card's buttons or links. */
  children?: ReactNode;
}

/** One plan of the pricing grid: name, description, price on the cycle, features, and its actions. */
export function PlanCard({ plan, cycle, current, nameId, children }: PlanCardProps) {
  const { t } = useTranslation();
  return (
    <li
      className={`relative flex flex-col gap-5 rounded-3xl border bg-surface p-6 ${
        current ? 'border-accent shadow-[0_0_0_1px_var(--color-accent)]' : 'border-line'
      }`}
      data-testid="plan-card"
      data-tier={plan.tier}
      data-current={current}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={nameId} className="font-serif text-2xl tracking-tight text-fg">
            {plan.name}
          </h2>
          {current && (
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-on-accent">
              {t('billing.pricing.current')}
            </span>
          )}
        </div>
        <p className="text-sm leading-relaxed text-muted">{plan.description}</p>
      </div>
      <PlanPrice plan={plan} cycle={cycle} />
      {plan.features.length > 0 && (
        <ul
          aria-label={t('billing.pricing.features', { plan: plan.name })}
          className="flex flex-col gap-2.5 border-t border-line pt-5 text-sm text-fg"
        >
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-0.5 size-4 shrink-0 text-accent-fg"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {children && <div className="mt-auto flex flex-col gap-2 pt-2">{children}</div>}
    </li>
  );
}
