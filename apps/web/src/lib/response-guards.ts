/*
 * The light response checks of decision 0014 (docs/decisions/0014-light-response-checks.md)
 * live in the shared package, next to the API contract whose public entries use them; the web
 * code keeps importing them from here.
 */
export {
  arrayOf,
  checkWith,
  hasStrings,
  isRecord,
  type Guard,
  type ResponseCheck,
  type ResponseParser,
} from '@navette/shared';
