/** What the local provider does with a card number: like Stripe's test cards, nothing real. */
export type LocalCardOutcome = 'success' | 'declined' | 'invalid';

const testCards: Readonly<Record<string, LocalCardOutcome>> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
};

/** Spaces and dashes, as people type them, are ignored; any other card is invalid. */
export function localCardOutcome(cardNumber: string): LocalCardOutcome {
  return testCards[cardNumber.replace(/[\s-]/g, '')] ?? 'invalid';
}
