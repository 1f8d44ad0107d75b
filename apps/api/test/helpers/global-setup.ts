import pg from 'pg';
import { openDatabase } from '../../src/db/client';

// TEST_TEMPLATE_DB lets two checkouts run the PostgreSQL pass on one server at once.
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'app_test_template';

/**
 * On PostgreSQL (DATABASE_URL set): builds one migrated template database per run; every test file
 * then gets its own copy (CREATE DATABASE … TEMPLATE), so files never share rows. On PGlite each
 * file opens its own in-memory database instead, and this does nothing.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
  await template.migrate();
  await template.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
