import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../shared/billing/plans';
import type { SubscriptionResponse, SubscriptionStatus } from '../../../shared/billing/subscription';
import { formatBillingDate } from '../utils/format-billing-date';
import { formatPrice } from '../utils/format-price';
import { trialDaysLeft } from '../utils/trial-days-left';

interface SubscriptionSummaryProps {
  subscription: SubscriptionResponse;
  /** The plans, for the price of the member's plan and cycle; undefined while they load. */
  plans: readonly Plan[] | undefined;
  /** When the server answered (epoch ms): trial days left count from then. */
  fetchedAt: number;
}

const statusClass: Record<SubscriptionStatus, string> = {
  none: 'bg-track text-fg',
  trialing: 'bg-accent/15 text-accent-fg',
  active: 'bg-accent/15 text-accent-fg',
  past_due: 'bg-amber-400/20 text-amber-800 dark:text-amber-200',
  canceled: 'bg-track text-fg',
};

/** The member's plan, status, cycle and price, renewal or end date, trial days left, and notes. */
export function SubscriptionSummary({ subscription, plans, fetchedAt }: SubscriptionSummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { plan, status, cycle, currentPeriodEnd, cancelAtPeriodEnd, trialEndsAt, scheduledChange } =
    subscription;
  const prices = plans?.find((candidate) => candidate.id === plan.id);
  const cents =
    prices && cycle ? (cycle === 'yearly' ? prices.yearlyPriceCents : prices.monthlyPriceCents) : undefined;
  const periodEnd = currentPeriodEnd ? formatBillingDate(currentPeriodEnd, locale) : null;
  const running = status === 'active' || status === 'past_due';

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Item label={t('billing.summary.plan')}>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-serif text-xl text-fg" data-testid="subscription-plan">
              {plan.name}
            </span>
            {status !== 'none' && (
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[status]}`}
                data-testid="subscription-status"
              >
                {t(`billing.status.${status}`)}
              </span>
            )}
          </span>
        </Item>
        {cycle && (
          <Item label={t('billing.summary.cycle')}>
            {t(`billing.cycle.${cycle}`)}
            {cents !== undefined && (
              <span className="text-muted">
                {' · '}
                {formatPrice(cents, locale)}{' '}
                {cycle === 'yearly' ? t('billing.price.perYear') : t('billing.price.perMonth')}
              </span>
            )}
          </Item>
        )}
        {running && periodEnd && (
          <Item label={cancelAtPeriodEnd ? t('billing.summary.endsOn') : t('billing.summary.renewsOn')}>
            {periodEnd}
          </Item>
        )}
        {status === 'trialing' && trialEndsAt && (
          <Item label={t('billing.summary.trialEndsOn')}>
            {formatBillingDate(trialEndsAt, locale)}
            <span className="block text-sm text-muted" data-testid="trial-days-left">
              {t('billing.section.trialDaysLeft', { count: trialDaysLeft(trialEndsAt, fetchedAt) })}
            </span>
          </Item>
        )}
      </dl>
      {status === 'past_due' && <Note>{t('billing.section.pastDue', { plan: plan.name })}</Note>}
      {running && cancelAtPeriodEnd && periodEnd && (
        <Note>{t('billing.section.endsNote', { plan: plan.name, date: periodEnd })}</Note>
      )}
      {scheduledChange && (
        <Note>
          {t('billing.section.scheduled', {
            plan: scheduledChange.plan.name,
            cycle: t(`billing.cycle.${scheduledChange.cycle}`),
            date: formatBillingDate(scheduledChange.at, locale),
          })}
        </Note>
      )}
      {(status === 'none' || status === 'canceled') && (
        <p className="text-muted">{t('billing.section.freeNote')}</p>
      )}
      {status === 'trialing' && (
        <p className="text-muted">{t('billing.section.trialNote', { plan: plan.name })}</p>
      )}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded-xl border border-line bg-canvas/60 px-4 py-3 text-sm leading-relaxed text-fg"
      data-testid="subscription-note"
    >
      {children}
    </p>
  );
}
