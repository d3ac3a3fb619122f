/**
 * A backup or restore that cannot go on, for a reason the operator can act on: the command
 * prints its message alone (no stack) and exits with status 1, having changed nothing.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
