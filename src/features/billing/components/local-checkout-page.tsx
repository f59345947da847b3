import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormMessage } from '../../../components/form/form-message';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { ApiError } from '../../../lib/api/api-error';
import { useLocalCheckout } from '../api/get-local-checkout';
import { formatPrice } from '../utils/format-price';
import { usableRedirectUrl } from '../utils/usable-redirect-url';
import { HostedPageShell } from './hosted-page-shell';
import { LocalCardForm } from './local-card-form';
import { SummaryRow } from './summary-row';

/** An unknown, used or expired checkout session (the server's 404). */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /billing/local/checkout/:sessionId: the local test-mode provider's hosted checkout. It shows
 * what is being bought and takes a test card; the session id in the path is the only key, so
 * the page needs no sign-in.
 */
export function LocalCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { sessionId = '' } = useParams();
  const checkout = useLocalCheckout(sessionId);
  const testModeNote = t('billing.localCheckout.testCards');

  if (checkout.isError && isGone(checkout.error)) return <ExpiredCheckout />;

  if (!checkout.data) {
    return (
      <HostedPageShell title={t('billing.localCheckout.title')} testModeNote={testModeNote}>
        {checkout.isError ? (
          <div className="flex flex-col items-start gap-3">
            <FormMessage tone="error">{t('billing.localCheckout.loadFailed')}</FormMessage>
            <button type="button" className="button-quiet focus-ring" onClick={() => void checkout.refetch()}>
              {t('billing.localCheckout.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="text-muted">
            {t('billing.localCheckout.loading')}
          </p>
        )}
      </HostedPageShell>
    );
  }

  const { plan, cycle, amountCents, email, cancelUrl } = checkout.data;
  const back = usableRedirectUrl(cancelUrl);
  return (
    <HostedPageShell title={t('billing.localCheckout.title')} testModeNote={testModeNote}>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">{t('billing.localCheckout.subscribeTo', { plan: plan.name })}</p>
        <p className="flex flex-wrap items-baseline gap-x-2" data-testid="checkout-amount">
          <span className="font-serif text-4xl tracking-tight text-fg">
            {formatPrice(amountCents, i18n.language)}
          </span>
          <span className="text-sm text-muted">
            {cycle === 'yearly' ? t('billing.price.perYear') : t('billing.price.perMonth')}
          </span>
        </p>
      </div>
      <dl className="divide-y divide-line border-y border-line">
        <SummaryRow label={t('billing.summary.plan')}>{plan.name}</SummaryRow>
        <SummaryRow label={t('billing.summary.cycle')}>{t(`billing.cycle.${cycle}`)}</SummaryRow>
        <SummaryRow label={t('billing.summary.email')}>
          <span dir="ltr">{email}</span>
        </SummaryRow>
        <SummaryRow label={t('billing.localCheckout.dueToday')}>
          {formatPrice(amountCents, i18n.language)}
        </SummaryRow>
      </dl>
      <LocalCardForm sessionId={sessionId} />
      {back && (
        <a href={back} className="link-quiet self-center text-sm">
          {t('billing.localCheckout.back')}
        </a>
      )}
    </HostedPageShell>
  );
}

function ExpiredCheckout() {
  const { t } = useTranslation();
  return (
    <HostedPageShell
      title={t('billing.localCheckout.expiredTitle')}
      testModeNote={t('billing.hosted.noCharge')}
    >
      <p className="leading-relaxed text-muted">{t('billing.localCheckout.expired')}</p>
      <PreloadLink to="/subscribe" className="button-primary focus-ring self-start">
        {t('billing.localCheckout.backToPlans')}
      </PreloadLink>
    </HostedPageShell>
  );
}
