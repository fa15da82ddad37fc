import type { TestProject } from 'vitest/node';
import { providePgliteDump } from './global-setup';

/**
 * The 'processes' project: the servers it spawns start from the migrated PGlite dump, whichever
 * driver API_TEST_DRIVER names (the Postgres tests there use databases of their own).
 */
export default function setup(project: TestProject): Promise<void> {
  return providePgliteDump(project);
}
