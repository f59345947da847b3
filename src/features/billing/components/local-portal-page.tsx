import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormMessage } from '../../../components/form/form-message';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { ApiError } from '../../../lib/api/api-error';
import type { LocalPortal } from '../../../shared/billing/local-provider';
import { useLocalPortal } from '../api/get-local-portal';
import { useUpdateLocalPortal, type LocalPortalAction } from '../api/update-local-portal';
import { formatBillingDate } from '../utils/format-billing-date';
import { formatPrice } from '../utils/format-price';
import { usableRedirectUrl } from '../utils/usable-redirect-url';
import { HostedPageShell } from './hosted-page-shell';
import { SummaryRow } from './summary-row';

/**
 * /billing/local/portal/:sessionId: the local test-mode provider's customer portal. It shows the
 * subscription and can end it at period end or resume it; the session id is the only key.
 */
export function LocalPortalPage() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  const portal = useLocalPortal(sessionId);
  const title = t('billing.localPortal.title');
  const testModeNote = t('billing.hosted.noCharge');

  if (portal.isError && portal.error instanceof ApiError && portal.error.status === 404) {
    return (
      <HostedPageShell title={t('billing.localPortal.expiredTitle')} testModeNote={testModeNote}>
        <p className="leading-relaxed text-muted">{t('billing.localPortal.expired')}</p>
        <PreloadLink to="/profile#subscription" className="button-primary focus-ring self-start">
          {t('billing.localPortal.return')}
        </PreloadLink>
      </HostedPageShell>
    );
  }

  return (
    <HostedPageShell title={title} testModeNote={testModeNote}>
      {portal.data ? (
        <PortalDetails sessionId={sessionId} portal={portal.data} />
      ) : portal.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('billing.localPortal.loadFailed')}</FormMessage>
          <button type="button" className="button-quiet focus-ring" onClick={() => void portal.refetch()}>
            {t('billing.localPortal.retry')}
          </button>
        </div>
      ) : (
        <p role="status" className="text-muted">
          {t('billing.localPortal.loading')}
        </p>
      )}
    </HostedPageShell>
  );
}

function PortalDetails({ sessionId, portal }: { sessionId: string; portal: LocalPortal }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const update = useUpdateLocalPortal(sessionId);
  const [failure, setFailure] = useState<string | null>(null);
  const { subscription } = portal;
  const back = usableRedirectUrl(portal.returnUrl);

  const run = (action: LocalPortalAction) => {
    setFailure(null);
    update.mutate(action, { onError: () => setFailure(t('billing.localPortal.updateFailed')) });
  };

  return (
    <>
      <p className="text-sm text-muted">
        {t('billing.localPortal.account')} <span dir="ltr">{portal.email}</span>
      </p>
      {subscription ? (
        <dl className="divide-y divide-line border-y border-line">
          <SummaryRow label={t('billing.summary.plan')}>{subscription.planName}</SummaryRow>
          <SummaryRow label={t('billing.summary.cycle')}>
            {t(`billing.cycle.${subscription.cycle}`)}
          </SummaryRow>
          <SummaryRow label={t('billing.summary.price')}>
            {formatPrice(subscription.amountCents, locale)}{' '}
            {subscription.cycle === 'yearly' ? t('billing.price.perYear') : t('billing.price.perMonth')}
          </SummaryRow>
          <SummaryRow label={t('billing.summary.status')}>
            {t(`billing.status.${subscription.status}`)}
          </SummaryRow>
          {subscription.status !== 'canceled' && (
            <SummaryRow
              label={
                subscription.cancelAtPeriodEnd ? t('billing.summary.endsOn') : t('billing.summary.renewsOn')
              }
            >
              {formatBillingDate(subscription.currentPeriodEnd, locale)}
            </SummaryRow>
          )}
        </dl>
      ) : (
        <p className="leading-relaxed text-muted">{t('billing.localPortal.noSubscription')}</p>
      )}
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="flex flex-col gap-3">
        {subscription && subscription.status !== 'canceled' && (
          <button
            type="button"
            className={
              subscription.cancelAtPeriodEnd ? 'button-primary focus-ring' : 'button-quiet focus-ring'
            }
            disabled={update.isPending}
            onClick={() => run(subscription.cancelAtPeriodEnd ? 'resume' : 'cancel')}
          >
            {subscription.cancelAtPeriodEnd
              ? t('billing.localPortal.resume')
              : t('billing.localPortal.cancelAtPeriodEnd')}
          </button>
        )}
        {back && (
          <a href={back} className="link-accent self-center text-sm">
            {t('billing.localPortal.return')}
          </a>
        )}
      </div>
    </>
  );
}
