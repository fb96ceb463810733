// The bench's own PostgreSQL database: created fresh on the server DATABASE_URL names,
// used by one run's server and cases, and dropped again. No other database is touched.
import pg from 'pg';

/** Only names this file makes are ever created or dropped. */
const BENCH_DATABASE = /^shop_bench_\d+$/;

export function benchDatabaseName(now = Date.now()) {
  return `shop_bench_${now}`;
}

/** DATABASE_URL with its database replaced by `name`. */
export function databaseUrlFor(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The URL without its password, for the log. */
export function printableUrl(url) {
  const printable = new URL(url);
  if (printable.password) printable.password = '***';
  return printable.toString();
}

async function withAdmin(adminUrl, work) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

function checkName(name) {
  if (!BENCH_DATABASE.test(name)) throw new Error(`not a bench database: ${name}`);
}

/** Creates the empty database `name`; the server migrates and seeds it on its first start. */
export async function createBenchDatabase(adminUrl, name) {
  checkName(name);
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
}

/** Drops the database `name`, closing whatever connections are left on it. */
export async function dropBenchDatabase(adminUrl, name) {
  checkName(name);
  await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** A client on the bench database, for the cases' own reads and writes (seats, rooms, counts). */
export async function connectBenchDatabase(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  return client;
}
