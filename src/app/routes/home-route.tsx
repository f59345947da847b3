import { lazy, Suspense } from 'react';
import { HomePage } from '../../features/marketing/components/home-page';

/** The plans teaser sits below the fold: its code and the plans' follow the page's (ADR 034). */
const PricingTeaser = lazy(() =>
  import('../../features/billing/components/pricing-teaser').then((module) => ({
    default: module.PricingTeaser,
  })),
);

/** / with the plans teaser composed in. */
export function HomeRoute() {
  return (
    <HomePage
      pricing={
        <Suspense fallback={null}>
          <PricingTeaser />
        </Suspense>
      }
    />
  );
}
