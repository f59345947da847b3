/** The optional consent categories of the notice (spec §3); essential cookies need no consent. */
export const consentCategories = ['analytics', 'social', 'advertising'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** Whether each category is consented. */
export type ConsentCategories = Record<ConsentCategory, boolean>;

/** The defaults before any choice: nothing consented (spec §3). */
export const noConsent: ConsentCategories = { analytics: false, social: false, advertising: false };

export const fullConsent: ConsentCategories = { analytics: true, social: true, advertising: true };

/** The single status the server and local storage keep (`cookieConsent`): true only when every category is consented. */
export function acceptsAll(categories: ConsentCategories): boolean {
  return consentCategories.every((category) => categories[category]);
}
