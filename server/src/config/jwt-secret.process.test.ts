import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-paths';
import { raceInProcesses } from '../test/race';

describe('loadOrCreateJwtSecret in two servers starting at once', () => {
  it('gives both the same secret: exactly one writes it, the other reads it, never half-written', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'arkad-secret-race-'));
    try {
      // Each round: an empty data directory, two processes loading the secret at the same moment.
      const rounds = await raceInProcesses({
        modulePath: path.join(projectRoot, 'server/src/config/jwt-secret.ts'),
        exportName: 'loadOrCreateJwtSecret',
        root,
        rounds: 300,
        contenders: 2,
      });
      rounds.forEach((outcomes, i) => {
        const loaded = outcomes.map((outcome) => {
          if (!outcome.ok) throw new Error(`round ${i + 1}: ${outcome.message}`);
          return outcome.value as { secret: string; created: boolean };
        });
        expect(loaded[0]?.secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
        expect(loaded[1]?.secret).toBe(loaded[0]?.secret);
        expect(loaded.filter((one) => one.created)).toHaveLength(1);
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
