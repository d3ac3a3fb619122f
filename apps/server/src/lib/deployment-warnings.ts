/**
 * What the operator is told at start-up about a deployment that looks like production but is not
 * configured like one (docs/decisions/0022-privacy-in-operations.md). Warnings, not errors: a
 * staging machine on a private network may knowingly run so.
 */
import { isLoopbackHost, type AppConfig } from '../config';

type DeploymentSettings = Pick<
  AppConfig,
  'host' | 'publicUrl' | 'isHttps' | 'apiDocs' | 'nodeEnv' | 'redisUrl' | 'payments' | 'databaseUrl'
>;

/** Why the deployment looks reachable by others: NODE_ENV, the interface, the public address. */
const productionSigns = (config: DeploymentSettings): string[] => {
  const signs: string[] = [];
  if (config.nodeEnv === 'production') signs.push('NODE_ENV is production');
  if (!isLoopbackHost(config.host)) signs.push(`HOST ${config.host} is not loopback`);
  const { hostname } = new URL(config.publicUrl);
  if (!isLoopbackHost(hostname)) signs.push(`PUBLIC_URL's host ${hostname} is not local`);
  return signs;
};

export const deploymentWarnings = (config: DeploymentSettings): string[] => {
  const signs = productionSigns(config);
  if (signs.length === 0) {
    // a PostgreSQL server is what lets several instances run (README, "Running several
    // instances"); each would then count the rate limits on its own
    return config.databaseUrl && !config.redisUrl
      ? [
          'REDIS_URL is not set while DATABASE_URL is: rate-limit counters are kept in this process only, so each instance sharing this database allows the full limits; set REDIS_URL whenever several instances serve the site',
        ]
      : [];
  }
  const warnings: string[] = [];
  const because = signs.join(', ');
  if (!config.isHttps) {
    warnings.push(
      `PUBLIC_URL is http while this deployment looks like production (${because}): cookies are sent without Secure and no Strict-Transport-Security is set; serve the site over https and set PUBLIC_URL to its https address`,
    );
  }
  if (config.apiDocs === 'public') {
    warnings.push(
      `API_DOCS is public while this deployment looks like production (${because}): anyone can read the map of the API at /api/docs; set API_DOCS=admin or off`,
    );
  }
  if (!config.redisUrl) {
    // docs/decisions/0018-rate-limits.md: counters in memory are one process's own
    warnings.push(
      `REDIS_URL is not set while this deployment looks like production (${because}): rate-limit counters are kept in this process only; set REDIS_URL in production and whenever several instances serve the site`,
    );
  }
  if (config.payments.mode === 'test') {
    // docs/decisions/0028-card-payments.md: without Stripe, Pay opens the built-in test checkout;
    // where it is plainly production (https, NODE_ENV) it needs PAYMENTS=test to start at all
    // (docs/decisions/0043-booking-follows-the-trip.md)
    warnings.push(
      `STRIPE_SECRET_KEY is not set while this deployment looks like production (${because}): the built-in test checkout marks reservations paid without taking any money; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`,
    );
  }
  return warnings;
};
