// Gives the PostgreSQL journeys' server an empty database: drops and creates the database that
// E2E_DATABASE_URL names, connecting with the same role to the maintenance database `postgres`.
// Run by e2e/playwright.config.ts's second web server before the server starts (and migrates).
import pg from 'pg';

const target = new URL(process.env.E2E_DATABASE_URL ?? '');
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`e2e-postgres-db: not a database name: ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
