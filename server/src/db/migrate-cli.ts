// npm run db:migrate: applies migrations/ to DATABASE_URL, or to the embedded database in DATA_DIR.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { projectRoot } from '../lib/project-paths';
import { openDatabase } from './client';

const envFile = path.join(projectRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const config = loadConfig(process.env);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.resolve(projectRoot, config.dataDir),
});
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.driver}).`);
