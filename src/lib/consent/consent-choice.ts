import { z } from 'zod';
import {
  consentCategories,
  noConsent,
  type ConsentCategories,
} from '../../shared/consent/consent-categories';

const categoryChoiceSchema = z.object({ consented: z.boolean(), timestamp: z.string() });

/** The stored consent record (spec §3): per category, whether it is consented and since when (ISO time). */
export const consentChoiceSchema = z.object({
  analytics: categoryChoiceSchema,
  social: categoryChoiceSchema,
  advertising: categoryChoiceSchema,
});
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/** A choice made now: every category stamped with the same time. */
export function choiceOf(categories: ConsentCategories, now: Date): ConsentChoice {
  const timestamp = now.toISOString();
  return {
    analytics: { consented: categories.analytics, timestamp },
    social: { consented: categories.social, timestamp },
    advertising: { consented: categories.advertising, timestamp },
  };
}

/** The consented categories of a choice; nothing without one. */
export function categoriesOf(choice: ConsentChoice | null): ConsentCategories {
  if (!choice) return noConsent;
  return Object.fromEntries(
    consentCategories.map((category) => [category, choice[category].consented]),
  ) as ConsentCategories;
}
