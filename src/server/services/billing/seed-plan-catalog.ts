import type { PlanTier } from '../../../shared/billing/plans';

export interface SeedPlan {
  id: string;
  name: string;
  description: string;
  tier: PlanTier;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  features: readonly string[];
}

/**
 * The original plans (ADR 015). Yearly prices give the savings of spec §9: Premium $96 against
 * 12 × $10 saves 20%, Pro $168 against 12 × $25 saves 44%, Enterprise $576 against 12 × $60 saves
 * 20%. Features name only what the product does or its team does by hand (support, onboarding).
 */
export const seedPlans: readonly SeedPlan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Begin a daily tracing practice, at no cost.',
    tier: 'free',
    monthlyPriceCents: 0,
    yearlyPriceCents: 0,
    features: [
      'The free tracing images and soundtracks',
      'Timed meditation sessions with ten calligraphy pens',
      'Free drawing canvas with export and import',
      'Practice dashboard, streaks and gallery',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'The whole library of images and soundtracks for a steady practice.',
    tier: 'premium',
    monthlyPriceCents: 1000,
    yearlyPriceCents: 9600,
    features: [
      'Everything in Free',
      'All premium tracing images',
      'All premium soundtracks',
      'New premium images and soundtracks as they are added',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For a deepening practice, with help when you need it.',
    tier: 'pro',
    monthlyPriceCents: 2500,
    yearlyPriceCents: 16800,
    features: ['Everything in Premium', 'Priority email support', 'Early access to new pens and features'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For studios, schools and workplaces that bring calm to their people.',
    tier: 'enterprise',
    monthlyPriceCents: 6000,
    yearlyPriceCents: 57600,
    features: ['Everything in Pro', 'A named contact for support', 'Help setting up practice for your group'],
  },
];

/** The free trial offered at first: Premium for 14 days. */
export const seedTrialOffer = { id: 'premium-14-days', planId: 'premium', durationDays: 14 } as const;
