import * as operationsApi from '@shared/api/operations';
import type { ApiRouter } from '../http/api-router';
import { unavailable } from '../lib/errors';
import type { Lifecycle } from '../lib/lifecycle';
import type { Logger } from '../lib/logger';
import { databaseErrorSummary } from '../lib/pg-errors';

/** Liveness and readiness, for load balancers and orchestrators. */
export function operationsRoutes(
  api: ApiRouter,
  deps: { checkDatabase(): Promise<void>; lifecycle: Lifecycle; logger: Logger },
): void {
  // Liveness: the process answers; it never touches the database.
  api.handle(operationsApi.health, () => ({ status: 'ok' }) as const);

  // Readiness: this instance is not stopping and can reach its database.
  api.handle(operationsApi.ready, async () => {
    if (deps.lifecycle.isStopping()) throw unavailable('This server is shutting down.');
    try {
      await deps.checkDatabase();
    } catch (error) {
      deps.logger.warn({ db: databaseErrorSummary(error) }, 'readiness check failed: database unreachable');
      throw unavailable('The database is not reachable right now.');
    }
    return { status: 'ready' } as const;
  });
}
