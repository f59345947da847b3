/**
 * A backup or restore refused or failed for a reason the operator can act on (a missing or
 * corrupt backup, the wrong database, a server still running): the CLI prints only the message.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
