/*
 * The backup feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { describeTarget, filesCount, runCommand } from './backup.cli';
export { createBackup, restoreBackup } from './backup.service';
