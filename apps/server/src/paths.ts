import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * apps/server, whether this code runs from src/ (tsx, tests) or from the bundle in dist/:
 * both sit one level below it.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built React app. */
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
