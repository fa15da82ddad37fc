import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A Postgres cluster of a test's own (initdb in a temporary directory, on a free loopback port),
 * which the test may stop and start: the shared server is never restarted. Needs the Debian
 * server binaries; as root the cluster runs as the postgres user.
 */

const run = promisify(execFile);
const BIN_ROOT = '/usr/lib/postgresql';

function serverBinDir(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(BIN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

async function postgresUid(): Promise<number | null> {
  try {
    const { stdout } = await run('id', ['-u', 'postgres']);
    return Number(stdout.trim());
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/** A running throw-away cluster, or the reason none can be made here. */
export async function createThrowawayCluster(): Promise<ThrowawayCluster | string> {
  const bin = serverBinDir();
  if (!bin) return `no Postgres server binaries under ${BIN_ROOT}`;
  const isRoot = process.getuid?.() === 0;
  const uid = isRoot ? await postgresUid() : null;
  if (isRoot && uid === null) return 'running as root and there is no postgres user to run a cluster as';
  const asOwner = (command: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'arkad-cluster-'));
  if (uid !== null) chownSync(dir, uid, -1);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`;
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = async () => {
    await asOwner(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  };
  try {
    await asOwner(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `could not create a throw-away cluster (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
  const stop = async (mode = 'fast') => {
    await asOwner(pgCtl, ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => stop('fast'),
    start,
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
