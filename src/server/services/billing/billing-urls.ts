/** Where the provider's hosted pages send the member back to (the client's routes, spec §2). */
export function billingReturnUrls(appUrl: string) {
  return {
    // The provider fills in the placeholder; the page never trusts it and asks our server instead.
    success: `${appUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${appUrl}/subscription/cancel`,
    portalReturn: `${appUrl}/profile`,
  };
}
