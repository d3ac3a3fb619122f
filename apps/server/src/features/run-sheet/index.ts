/*
 * The run-sheet feature's front door: what the app may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { runSheetRoutes } from './run-sheet.routes';
