import { randomBytes } from 'node:crypto';
import { startBuiltServer, type BuiltServer } from './built-server';

export type ProductionServer = BuiltServer;

/**
 * The built server as production runs it (NODE_ENV=production, its default bcrypt cost, no
 * development conveniences), on a port the system picks and a throw-away PGlite directory. The
 * journeys' server runs with NODE_ENV=test (reset links in the answer, a lower hashing cost); what
 * a phone downloads is measured on this one, so that no test-only setting can change a byte.
 */
export function startProductionServer(): Promise<ProductionServer> {
  return startBuiltServer('production', {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    CREDENTIAL_SIGNING_SECRET: randomBytes(32).toString('hex'),
  });
}
