import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/admin/plans-admin';
import { formatUsd } from '../utils/dollars';

interface PlansTableProps {
  plans: AdminPlan[];
  /** True while an activation change is on its way: the switches wait for it. */
  busy: boolean;
  onEdit: (plan: AdminPlan) => void;
  onToggleActive: (plan: AdminPlan) => void;
  onDelete: (plan: AdminPlan) => void;
}

/**
 * Every plan in display order: name, tier, prices, active or not, subscribers, and its actions.
 * The Free plan can be neither deactivated nor deleted, so it offers only Edit.
 */
export function PlansTable({ plans, busy, onEdit, onToggleActive, onDelete }: PlansTableProps) {
  const { t, i18n } = useTranslation();
  const price = (cents: number) => formatUsd(cents, i18n.language);
  return (
    <div className="scroll-shadows relative overflow-x-auto rounded-2xl border border-line">
      {/* Below its minimum width (a phone) the table scrolls inside its frame, a row to a plan. */}
      <table className="w-full min-w-[56rem] text-start text-sm">
        <caption className="sr-only">{t('adminPlans.caption')}</caption>
        <thead className="bg-surface text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('adminPlans.columns.name')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('adminPlans.columns.tier')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-medium">
              {t('adminPlans.columns.monthly')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-medium">
              {t('adminPlans.columns.yearly')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('adminPlans.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-medium">
              {t('adminPlans.columns.subscribers')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-medium">
              {t('adminPlans.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} className="border-t border-line" data-plan-id={plan.id}>
              <td className="px-4 py-3 font-medium">{plan.name}</td>
              <td className="px-4 py-3">{t(`adminPlans.tiers.${plan.tier}`)}</td>
              <td className="px-4 py-3 text-end tabular-nums">{price(plan.monthlyPriceCents)}</td>
              <td className="px-4 py-3 text-end tabular-nums">{price(plan.yearlyPriceCents)}</td>
              <td className="px-4 py-3">{plan.active ? t('adminPlans.active') : t('adminPlans.inactive')}</td>
              <td className="px-4 py-3 text-end tabular-nums">
                {plan.subscribers.toLocaleString(i18n.language)}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  <button
                    type="button"
                    className="button-quiet"
                    aria-label={t('adminPlans.editPlan', { name: plan.name })}
                    onClick={() => onEdit(plan)}
                  >
                    {t('adminPlans.edit')}
                  </button>
                  {!plan.isFreePlan && (
                    <>
                      <button
                        type="button"
                        className="button-quiet"
                        disabled={busy}
                        aria-label={t(plan.active ? 'adminPlans.deactivatePlan' : 'adminPlans.activatePlan', {
                          name: plan.name,
                        })}
                        onClick={() => onToggleActive(plan)}
                      >
                        {plan.active ? t('adminPlans.deactivate') : t('adminPlans.activate')}
                      </button>
                      <button
                        type="button"
                        className="button-quiet text-red-700 dark:text-red-300"
                        aria-label={t('adminPlans.deletePlan', { name: plan.name })}
                        onClick={() => onDelete(plan)}
                      >
                        {t('adminPlans.delete')}
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
