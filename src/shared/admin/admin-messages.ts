/**
 * Texts and stable codes of the admin API's errors (`{message, code}`); the client may show
 * `message` as is or translate by `code`.
 */
export const adminMessages = {
  noChanges: 'No changes to update',
  emailTaken: 'An account with this email already exists',
  userNotFound: 'This user no longer exists',
  lastAdmin: 'This is the last admin: make another account an admin first',
  deleteSelf: 'You cannot delete your own account here',
  invalidCursor: 'Invalid page cursor: start again from the first page',
} as const;

export const adminErrorCodes = {
  noChanges: 'no_changes',
  emailTaken: 'email_taken',
  userNotFound: 'user_not_found',
  lastAdmin: 'last_admin',
  deleteSelf: 'delete_self',
  invalidCursor: 'invalid_cursor',
} as const;
