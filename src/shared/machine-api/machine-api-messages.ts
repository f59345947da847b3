/** Texts and codes of the machine API's (/api/v1) authentication errors. */
export const machineApiMessages = {
  invalidToken: 'A valid API token is required: Authorization: Bearer qlt_…',
  tokenExpired: 'This API token has expired',
  tokenRevoked: 'This API token has been revoked',
  accountInactive: 'The service account of this API token is deactivated',
  missingScope: (scope: string) => `This API token lacks the scope ${scope}`,
  addressNotAllowed: 'This API token may not be used from this address',
  imageNotFound: 'No image with this id',
} as const;

export const machineApiErrorCodes = {
  invalidToken: 'invalid_token',
  tokenExpired: 'token_expired',
  tokenRevoked: 'token_revoked',
  accountInactive: 'service_account_inactive',
  missingScope: 'missing_scope',
  addressNotAllowed: 'address_not_allowed',
  imageNotFound: 'not_found',
} as const;
