import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentKey } from './pglite-cluster';

// The migrated database's dump is kept between runs under this key: a change to any file that
// makes it (a migration, the daily closes, the code loading them) must give a new key.
describe('the key of a kept database dump', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function inputs() {
    dir = mkdtempSync(path.join(os.tmpdir(), 'arkad-key-'));
    const migrations = path.join(dir, 'migrations');
    mkdirSync(path.join(migrations, 'meta'), { recursive: true });
    writeFileSync(path.join(migrations, '0001_first.sql'), 'create table a (id int);');
    writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{"entries":[1]}');
    const closes = path.join(dir, 'closes.csv');
    writeFileSync(closes, 'date,usd\n2010-07-18,0.09\n');
    return { migrations, closes, list: [migrations, closes] };
  }

  it('is the same for the same files, and changes with a changed, added or renamed one', () => {
    const { migrations, closes, list } = inputs();
    const first = contentKey(list);
    expect(contentKey(list)).toBe(first);

    writeFileSync(closes, 'date,usd\n2010-07-18,0.08\n');
    const changed = contentKey(list);
    expect(changed).not.toBe(first);

    writeFileSync(path.join(migrations, 'meta', '0002_snapshot.json'), '{}');
    const added = contentKey(list);
    expect(added).not.toBe(changed);

    rmSync(path.join(migrations, 'meta', '0002_snapshot.json'));
    writeFileSync(path.join(migrations, '0002_second.sql'), '{}');
    expect(contentKey(list)).not.toBe(added);
  });
});
