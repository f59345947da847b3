/** The query keys of /manage/service-accounts (a key factory): an account's tokens sit under `all`. */
export const serviceAccountsKeys = {
  all: ['admin', 'service-accounts'] as const,
  tokens: (accountId: string) => [...serviceAccountsKeys.all, accountId, 'tokens'] as const,
};
