import {
  consentCategories,
  noConsent,
  type ConsentCategories,
  type ConsentCategory,
} from '../../shared/consent/consent-categories';
import { isRecord } from '../../shared/is-record';

/** One category's choice: whether it is consented and since when (ISO time). */
export interface CategoryChoice {
  consented: boolean;
  timestamp: string;
}

/** The stored consent record (spec §3): per category, whether it is consented and since when. */
export type ConsentChoice = Record<ConsentCategory, CategoryChoice>;

function categoryChoiceOf(value: unknown): CategoryChoice | null {
  if (!isRecord(value) || typeof value.consented !== 'boolean' || typeof value.timestamp !== 'string')
    return null;
  return { consented: value.consented, timestamp: value.timestamp };
}

/**
 * The choice a stored value holds (every category with its choice; other keys dropped), or null.
 * Read without zod: the consent cookie is read at startup, whose JavaScript holds no zod (ADR 034).
 */
export function readConsentChoice(value: unknown): ConsentChoice | null {
  if (!isRecord(value)) return null;
  const analytics = categoryChoiceOf(value.analytics);
  const social = categoryChoiceOf(value.social);
  const advertising = categoryChoiceOf(value.advertising);
  return analytics && social && advertising ? { analytics, social, advertising } : null;
}

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
