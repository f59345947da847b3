import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { useSubscription } from '../api/get-subscription';
import { formatBillingDate } from '../utils/format-billing-date';
import { isConfirmed } from '../utils/subscription-state';

/** How often the page asks the server while the provider's event has not arrived. */
const POLL_MS = 1_000;
/** After this long the page stops asking and says the confirmation is taking a while. */
const GIVE_UP_MS = 30_000;
/** Sign in, then come back here to see the confirmation. */
const SIGN_IN_PATH = `/login?${new URLSearchParams({ redirect: '/subscription/success' }).toString()}`;

/**
 * /subscription/success: never trusts its search params. It asks our server until the
 * subscription is active (or trialing), then names the plan and its next renewal; until then it
 * says it is confirming. After 30 s it stops polling and says so calmly, with a way to look again.
 */
export function SubscriptionSuccessPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(`${t('pages.subscriptionSuccess.title')} · ${t('common.appName')}`);
  const { isLoggedIn, isInitializing } = useAuth();
  const [gaveUp, setGaveUp] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [attempt]);
  const subscription = useSubscription({
    refetchInterval: (query) =>
      gaveUp || (query.state.data && isConfirmed(query.state.data)) ? false : POLL_MS,
  });
  const confirmed = subscription.data && isConfirmed(subscription.data) ? subscription.data : null;

  const signedOut = !isLoggedIn && !isInitializing;
  let title: string = t('billing.success.pendingTitle');
  let body: string = t('pages.subscriptionSuccess.body');
  if (signedOut) {
    title = t('pages.subscriptionSuccess.title');
    body = t('billing.success.signInBody');
  } else if (confirmed) {
    const plan = confirmed.plan.name;
    const end = confirmed.status === 'trialing' ? confirmed.trialEndsAt : confirmed.currentPeriodEnd;
    const date = end ? formatBillingDate(end, i18n.language) : null;
    title = t('billing.success.confirmedTitle', { plan });
    if (!date) body = t('billing.success.confirmedUndated', { plan });
    else if (confirmed.status === 'trialing') body = t('billing.success.confirmedTrial', { plan, date });
    else if (confirmed.cancelAtPeriodEnd) body = t('billing.success.confirmedEnds', { plan, date });
    else body = t('billing.success.confirmedRenews', { plan, date });
  } else if (gaveUp) {
    title = t('billing.success.slowTitle');
    body = t('billing.success.slowBody');
  }
  const waiting = isLoggedIn && !confirmed && !gaveUp && !subscription.isError;

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-20 text-center sm:py-28"
      data-testid="subscription-success"
      data-state={confirmed ? 'confirmed' : gaveUp ? 'slow' : 'pending'}
    >
      <StatusMark confirmed={Boolean(confirmed)} waiting={waiting} />
      <h1 id="page-title" className="font-serif text-3xl tracking-tight text-fg sm:text-4xl">
        {title}
      </h1>
      <p role="status" className="text-lg leading-relaxed text-muted">
        {body}
      </p>
      {subscription.isError && !confirmed && (
        <FormMessage tone="error">{t('billing.success.loadFailed')}</FormMessage>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
        {signedOut ? (
          <PreloadLink to={SIGN_IN_PATH} className="button-primary focus-ring">
            {t('billing.success.signIn')}
          </PreloadLink>
        ) : confirmed ? (
          <>
            <PreloadLink to="/meditate" className="button-primary focus-ring">
              {t('billing.success.begin')}
            </PreloadLink>
            <PreloadLink to="/profile#subscription" className="button-quiet focus-ring">
              {t('billing.success.goToProfile')}
            </PreloadLink>
          </>
        ) : (
          (gaveUp || subscription.isError) && (
            <>
              <button
                type="button"
                className="button-primary focus-ring"
                onClick={() => {
                  setGaveUp(false);
                  setAttempt((n) => n + 1);
                  void subscription.refetch();
                }}
              >
                {t('billing.success.checkAgain')}
              </button>
              <PreloadLink to="/profile#subscription" className="button-quiet focus-ring">
                {t('billing.success.goToProfile')}
              </PreloadLink>
            </>
          )
        )}
      </div>
    </section>
  );
}

/** A quiet ring that breathes while waiting and settles into a check once confirmed. */
function StatusMark({ confirmed, waiting }: { confirmed: boolean; waiting: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-14 items-center justify-center rounded-full border ${
        confirmed ? 'border-accent bg-accent/15 text-accent-fg' : 'border-line text-muted'
      }`}
    >
      {confirmed ? (
        <svg viewBox="0 0 20 20" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        <span className={`size-3 rounded-full bg-accent/70 ${waiting ? 'animate-pulse' : ''}`} />
      )}
    </span>
  );
}
