import { eq, sql } from 'drizzle-orm';
import { lockStartupData, type Db, type Tx } from '../db/client';
import { redemptions, shopItems, users } from '../db/schema';
import { DEMO_VIEWER_POINTS, demoAccounts } from '../features/auth/demo-accounts';
import { pointsService } from '../features/points/service';
import { signInIdentity } from '../features/users/repository';
import { seedLiveHunt } from './live-hunt';
import { seedOffers } from './offers';
import { seedLeaderboard } from './leaderboard';
import { seedBonusHunt } from './bonus-hunt';
import { seedMinigameBoxes } from './minigame';

/** Images the web app serves itself (apps/web/public/shop-images): no outside host is needed in demo mode. */
export const demoShopItems: (typeof shopItems.$inferInsert)[] = [
  {
    name: 'Gifted Sub',
    description: 'A Twitch sub gifted to you or a friend of your choice.',
    cost: 5_000,
    quantity: 10,
    image: '/shop-images/gifted-sub.svg',
    // Who receives the sub: the viewer or a friend, named at the redemption (ADR 038, preset kinds).
    detailLabel: 'Twitch username to gift the sub to',
    detailKind: 'text',
    detailRequired: true,
  },
  {
    name: 'Shout-out on Stream',
    description: 'A live shout-out during the next stream.',
    cost: 2_000,
    quantity: 20,
    image: '/shop-images/shout-out.svg',
  },
  {
    name: 'Discord VIP Role (30 days)',
    description: 'The VIP colour and channels on the Discord server for a month.',
    cost: 1_500,
    quantity: 50,
    image: '/shop-images/vip-role.svg',
    detailLabel: 'Discord username',
    detailKind: 'discord',
    detailRequired: true,
  },
  {
    name: 'Mystery Box',
    description: 'A surprise picked by the streamer, shipped to you.',
    cost: 12_000,
    quantity: 5,
    image: '/shop-images/mystery-box.svg',
    // Shipped: the streamer writes for the address (never kept on the site).
    detailLabel: 'E-mail to arrange the shipping',
    detailKind: 'email',
    detailRequired: true,
  },
  {
    name: 'Stream Hoodie',
    description: 'The community hoodie, any size.',
    cost: 25_000,
    quantity: 3,
    image: '/shop-images/hoodie.svg',
    detailLabel: 'E-mail to arrange the size and shipping',
    detailKind: 'email',
    detailRequired: true,
  },
  {
    name: 'Sticker Pack',
    description: 'A pack of the channel emote stickers.',
    cost: 800,
    quantity: 0,
    image: '/shop-images/sticker-pack.svg',
    detailLabel: 'E-mail to arrange the shipping',
    detailKind: 'email',
    detailRequired: true,
  },
];

/** A third demo viewer who cannot sign in; they hold the pending redemption the admin desk starts with. */
const demoFan = {
  platform: 'twitch',
  platformUserId: 'demo-fan',
  login: 'demo_fan',
  displayName: 'DemoFan',
  avatarUrl: '/avatars/demo-viewer.svg',
} as const;

/** The demo accounts, created the way a first sign-in creates them (account and identity). */
async function seedUsers(tx: Tx): Promise<{ viewerId: string | null; fanId: string | null }> {
  const viewer = await signInIdentity(tx, demoAccounts.viewer);
  const { grantAdmin: _admin, ...adminIdentity } = demoAccounts.admin;
  const admin = await signInIdentity(tx, adminIdentity);
  if (admin.inserted) await tx.update(users).set({ role: 'Admin' }).where(eq(users.id, admin.user.id));
  const fan = await signInIdentity(tx, demoFan);
  if (viewer.inserted)
    await pointsService.credit(tx, { userId: viewer.user.id, amount: DEMO_VIEWER_POINTS, reason: 'demo_seed' });
  if (fan.inserted) await pointsService.credit(tx, { userId: fan.user.id, amount: 4_000, reason: 'demo_seed' });
  return { viewerId: viewer.inserted ? viewer.user.id : null, fanId: fan.inserted ? fan.user.id : null };
}

async function seedShop(tx: Tx, fanId: string | null): Promise<void> {
  const items = await tx.insert(shopItems).values(demoShopItems).returning();
  const shoutOut = items.find((i) => i.name === 'Shout-out on Stream');
  if (!fanId || !shoutOut) return;
  // The same steps a real redemption takes: one unit of stock, the pending row, the debit.
  await tx
    .update(shopItems)
    .set({ quantity: sql`${shopItems.quantity} - 1` })
    .where(sql`${shopItems.id} = ${shoutOut.id}`);
  const [redemption] = await tx
    .insert(redemptions)
    .values({ userId: fanId, itemId: shoutOut.id, itemName: shoutOut.name, cost: shoutOut.cost })
    .returning();
  await pointsService.debit(tx, {
    userId: fanId,
    amount: shoutOut.cost,
    reason: 'redemption',
    refType: 'redemption',
    refId: redemption?.id ?? null,
    params: { item: shoutOut.name },
  });
}

/**
 * Demo content for a newcomer: the demo viewer (with points), the demo admin, a shop and one pending
 * redemption. Runs only on an empty database, so real data is never touched; a second run changes nothing.
 */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await lockStartupData(tx);
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((count?.n ?? 0) > 0) return { seeded: false };
    const { viewerId, fanId } = await seedUsers(tx);
    await seedShop(tx, fanId);
    await seedLiveHunt(tx, null, fanId);
    await seedOffers(tx);
    await seedLeaderboard(tx);
    await seedBonusHunt(tx, viewerId);
    await seedMinigameBoxes(tx);
    return { seeded: true };
  });
}
