import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutRequest } from '../../../shared/billing/subscription';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Starts a hosted checkout and sends the browser there. 'Failed to initiate checkout' when the
 * call fails, 'Failed to start checkout' when it answers no URL the browser may follow. While
 * the browser leaves, the chosen plan stays busy so a second click cannot start a second one.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const start = (request: CheckoutRequest) => {
    if (checkout.isPending || leaving) return;
    setFailure(null);
    checkout.mutate(request, {
      onSuccess: (url) => {
        if (!url) {
          setFailure(t('billing.pricing.checkoutNoUrl'));
          return;
        }
        setLeaving(true);
        window.location.assign(url);
      },
      onError: () => setFailure(t('billing.pricing.checkoutFailed')),
    });
  };

  const busyPlanId = checkout.isPending || leaving ? checkout.variables?.planId : undefined;
  return { start, failure, clearFailure: () => setFailure(null), busyPlanId };
}
