/* The run-sheet feature's front door: what the pages may compose. */
export { RunSheet } from './RunSheet';
export { clearRunSheets } from './run-sheet-offline';
