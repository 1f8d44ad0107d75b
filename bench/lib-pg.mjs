// PostgreSQL helpers for the bench scripts: a scratch database and the raw SQL baseline.
import { SignJWT } from 'jose';
import pg from 'pg';

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * The session read every signed-in request makes, as the app sends it (the named prepared statement
 * `session_user`; values: session id, user id, 1).
 */
export const SESSION_READ_SQL = `select "users"."role", "users"."display_name" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id" = $1 and "sessions"."user_id" = $2 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now()) limit $3`;

/** Drops and creates `name`; returns its URL. */
export async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A session cookie value for a user id: a server-side session row, and its token signed like the server signs them. */
export async function sessionCookie(pool, userId, role = 'User') {
  const { rows } = await pool.query(
    "insert into sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id",
    [userId],
  );
  const token = await new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(rows[0].id)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(BENCH_SECRET));
  return `accessToken=${token}`;
}

/**
 * The raw SQL baseline of the points economy: one redemption as the app does it, but straight
 * through pg — stock update, redemption insert, conditional debit, ledger insert, in one transaction.
 */
async function rawRedeem(pool, buyer, item) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const it = await client.query(
      'update shop_items set quantity = quantity - 1, updated_at = now() where id = $1 and archived_at is null and quantity >= 1 returning name, cost',
      [item],
    );
    const r = await client.query(
      'insert into redemptions (user_id, item_id, item_name, cost) values ($1, $2, $3, $4) returning id',
      [buyer, item, it.rows[0].name, it.rows[0].cost],
    );
    const u = await client.query(
      'update users set points = points - $2, updated_at = now() where id = $1 and points >= $2 returning points',
      [buyer, it.rows[0].cost],
    );
    await client.query(
      "insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id) values ($1, $2, $3, 'redemption', 'redemption', $4)",
      [buyer, -it.rows[0].cost, u.rows[0].points, r.rows[0].id],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/** Runs the baseline with `connections` workers for `seconds`; every (buyer, item) pair at most once. */
export async function rawRedeemBaseline(pool, { buyers, items, connections, seconds }) {
  let next = 0;
  let done = 0;
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const n = next++;
        const t0 = performance.now();
        await rawRedeem(pool, buyers[n % buyers.length], items[Math.floor(n / buyers.length) % items.length]);
        latencies.push(performance.now() - t0);
        done++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: done / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/** Users whose balance differs from the sum of their ledger rows (or is negative): must be 0. */
export async function ledgerViolations(pool) {
  const r = await pool.query(`
    select count(*)::int as broken from (
      select u.id from users u left join points_ledger l on l.user_id = u.id
      group by u.id having u.points <> coalesce(sum(l.delta), 0) or u.points < 0) t`);
  return r.rows[0].broken;
}
