// The same-work baselines of the read endpoints (issue 14): a minimal Fastify + pg + fast-jwt server
// answering the app's paths with the same SQL, the same session check and the same pure rules,
// without the app's layers (drizzle, zod, hooks, plugins). A figure of the app is read as a ratio of
// its baseline here, measured in the same run.
// Env: PORT, DATABASE_URL, SESSION_SECRET.
import { breakEven, huntStats, huntStatus, multiplierOf } from '@app/hunts';
import Fastify from 'fastify';
import { createVerifier } from 'fast-jwt';
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const verify = createVerifier({
  key: process.env.SESSION_SECRET,
  algorithms: ['HS256'],
  requiredClaims: ['exp', 'sub', 'jti'],
});
const app = Fastify({ logger: false });

const cookieToken = (header) => /(?:^|;\s*)accessToken=([^;]+)/.exec(header ?? '')?.[1];

/** The session check every signed-in read makes: the token, then the live session row and its user. */
async function session(request) {
  const token = cookieToken(request.headers.cookie);
  if (!token) return null;
  try {
    const payload = verify(token);
    const { rows } = await pool.query({
      name: 'session_user',
      text: `select u.role, u.display_name from sessions s join users u on u.id = s.user_id
              where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now() limit 1`,
      values: [payload.jti, payload.sub],
    });
    return rows[0] ? { id: payload.sub, role: rows[0].role } : null;
  } catch {
    return null;
  }
}

app.get('/api/v1/users/me', async (request, reply) => {
  const user = await session(request);
  if (!user) return reply.status(401).send({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } });
  const { rows } = await pool.query({
    name: 'me',
    text: 'select id, display_name, avatar_url, points, role from users where id = $1 limit 1',
    values: [user.id],
  });
  const u = rows[0];
  return { _id: u.id, username: u.display_name, avatar: u.avatar_url, points: u.points, role: u.role };
});

app.get('/api/v1/shop', async (request) => {
  const user = await session(request);
  const { rows } = await pool.query({
    name: user ? 'shop_user' : 'shop',
    text: `select i.id, i.name, i.description, i.cost, i.quantity, i.image,
                  ${user ? `exists (select 1 from redemptions r where r.item_id = i.id and r.user_id = $1 and r.status = 'pending')` : 'false'} as redeemed
             from shop_items i where i.archived_at is null order by i.created_at, i.id`,
    values: user ? [user.id] : [],
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    cost: r.cost,
    quantity: r.quantity,
    image: r.image,
    available: r.quantity >= 1,
    redeemed: r.redeemed,
  }));
});

const euros = (cents) => Math.round(cents) / 100;

app.get('/api/v1/bonus-hunt/:id', async (request, reply) => {
  const user = await session(request);
  if (!user) return reply.status(401).send({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } });
  const { rows: hunts } = await pool.query({
    name: 'hunt',
    text: 'select * from bonus_hunts where id = $1 limit 1',
    values: [request.params.id],
  });
  const hunt = hunts[0];
  if (!hunt || hunt.owner_id !== user.id)
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'BonusHunt not found.' } });
  const { rows } = await pool.query({
    name: 'hunt_bonuses',
    text: `select b.id, b.bet_cents, b.earning_cents, b.super_bonus, s.id as slot_id, s.name as slot_name, s.provider as slot_provider, s.thumbnail as slot_thumbnail
             from bonus_hunt_bonuses b left join slots s on s.id = b.slot_id where b.hunt_id = $1 order by b.position, b.created_at`,
    values: [hunt.id],
  });
  const s = huntStats(
    hunt.start_cents,
    rows.map((r) => ({
      slotName: r.slot_name ?? '',
      provider: r.slot_provider ?? '',
      betCents: r.bet_cents,
      earningCents: r.earning_cents,
    })),
  );
  const highlight = (h) =>
    h
      ? {
          slotName: h.slotName,
          provider: h.provider,
          bet: euros(h.betCents),
          earning: euros(h.earningCents),
          multi: h.multi,
        }
      : null;
  breakEven(hunt.start_cents, s.totalEarningsCents, 0);
  return {
    id: hunt.id,
    name: hunt.name,
    start: euros(hunt.start_cents),
    shared: hunt.shared,
    createdAt: new Date(hunt.created_at).toISOString(),
    editable: true,
    status: huntStatus(hunt.start_cents, s.totalEarningsCents),
    bonuses: rows.map((r) => ({
      id: r.id,
      slot: r.slot_id
        ? { id: r.slot_id, name: r.slot_name, provider: r.slot_provider, thumbnail: r.slot_thumbnail }
        : null,
      bet: euros(r.bet_cents),
      earning: euros(r.earning_cents),
      multiplier: multiplierOf(r.bet_cents, r.earning_cents),
      superBonus: r.super_bonus,
    })),
    stats: {
      totalBonuses: s.totalBonuses,
      openedBonuses: s.openedBonuses,
      totalBets: euros(s.totalBetsCents),
      totalEarnings: euros(s.totalEarningsCents),
      profit: euros(s.profitCents),
      startBreakEvenX: s.startBreakEvenX,
      breakEvenX: s.breakEvenX,
      breakEvenAmount: euros(s.breakEvenAmountCents),
      avgEarning: euros(s.avgEarningCents),
      avgMulti: s.avgMulti,
      avgMultiWeighted: s.avgMultiWeighted,
      highestWin: euros(s.highestWinCents),
      highestMulti: s.highestMulti,
      best: highlight(s.best),
      worst: highlight(s.worst),
      providers: s.providers.map((p) => ({
        provider: p.provider || 'No slot',
        count: p.count,
        bets: euros(p.betsCents),
        earnings: euros(p.earningsCents),
        avgMulti: p.avgMulti,
      })),
    },
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
