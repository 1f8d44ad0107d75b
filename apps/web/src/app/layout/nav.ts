import {
  BadgeCheckIcon,
  BookOpenIcon,
  SettingsIcon,
  CoinsIcon,
  Gamepad2Icon,
  HomeIcon,
  ListChecksIcon,
  MonitorPlayIcon,
  NewspaperIcon,
  RadioIcon,
  ShieldIcon,
  ShoppingBagIcon,
  SpadeIcon,
  TrophyIcon,
  TvIcon,
  WrenchIcon,
  BombIcon,
  type LucideIcon,
  SparklesIcon,
  TimerIcon,
  LayersIcon,
  GiftIcon,
  TerminalIcon,
  PartyPopperIcon,
  MessageSquarePlusIcon,
  ChartColumnIcon,
  ScrollTextIcon,
  MilestoneIcon,
  SwordsIcon,
} from 'lucide-react';
import type { MessageId } from '@/i18n';

/** Labels are catalog keys, read with t() where drawn (the menus render in the current language). */
export type NavLinkItem = { label: MessageId; to: string; icon: LucideIcon; badge?: MessageId };
export type NavGroup = { label: MessageId; icon: LucideIcon; children: NavLinkItem[] };
export type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (e: NavEntry): e is NavGroup => 'children' in e;

/** The two groups the side menu and the bottom bar share. */
const minigames: NavGroup = {
  label: 'layout.nav.minigames',
  icon: Gamepad2Icon,
  children: [
    { label: 'layout.nav.mines', to: '/minigames/mines', icon: BombIcon },
    { label: 'layout.nav.blackjack', to: '/minigames/blackjack', icon: SpadeIcon },
  ],
};

const stream: NavGroup = {
  label: 'layout.nav.stream',
  icon: TvIcon,
  children: [
    { label: 'layout.nav.live', to: '/stream/live', icon: RadioIcon },
    { label: 'layout.nav.bonusHunt', to: '/stream/bonushunt', icon: ListChecksIcon },
    { label: 'layout.nav.huntStatistics', to: '/hunt-stats', icon: ChartColumnIcon },
    { label: 'layout.nav.slotRequests', to: '/slot-requests', icon: MessageSquarePlusIcon },
    { label: 'layout.nav.tournaments', to: '/tournaments', icon: SwordsIcon },
  ],
};

/** The side menu, in the reference product's order (docs/product.md#header-and-menus), Giveaways after Leaderboard, then Tournaments. */
export const sideMenu: NavEntry[] = [
  { label: 'layout.nav.home', to: '/', icon: HomeIcon, badge: 'layout.nav.badgeNew' },
  { label: 'layout.nav.shop', to: '/shop', icon: ShoppingBagIcon },
  minigames,
  { label: 'layout.nav.leaderboard', to: '/leaderboard', icon: TrophyIcon },
  { label: 'layout.nav.giveaways', to: '/giveaways', icon: PartyPopperIcon },
  { label: 'layout.nav.cryptoNews', to: '/crypto', icon: NewspaperIcon },
  { label: 'layout.nav.bonusHunt', to: '/bonus-hunt', icon: ListChecksIcon },
  {
    label: 'layout.nav.tools',
    icon: WrenchIcon,
    children: [
      { label: 'layout.nav.blackjack', to: '/tools/blackjack', icon: SpadeIcon },
      { label: 'layout.nav.glossary', to: '/tools/glossary', icon: BookOpenIcon },
    ],
  },
  stream,
];

export const adminMenu: NavGroup = {
  label: 'layout.nav.admin',
  icon: ShieldIcon,
  children: [
    { label: 'layout.nav.adminRedeems', to: '/admin/reedems', icon: ShoppingBagIcon },
    { label: 'layout.nav.adminPoints', to: '/admin/points', icon: CoinsIcon },
    { label: 'layout.nav.adminEarning', to: '/admin/earning', icon: TimerIcon },
    { label: 'layout.nav.adminChannelRewards', to: '/admin/channel-rewards', icon: SparklesIcon },
    { label: 'layout.nav.adminCommands', to: '/admin/commands', icon: TerminalIcon },
    { label: 'layout.nav.adminLiveHunt', to: '/admin/hunt', icon: ListChecksIcon },
    { label: 'layout.nav.adminPrizes', to: '/admin/prizes', icon: GiftIcon },
    { label: 'layout.nav.giveaways', to: '/admin/giveaways', icon: PartyPopperIcon },
    { label: 'layout.nav.tournaments', to: '/admin/tournaments', icon: SwordsIcon },
    { label: 'layout.nav.adminOverlays', to: '/admin/overlays', icon: MonitorPlayIcon },
    { label: 'layout.nav.adminBoxes', to: '/admin/boxes', icon: Gamepad2Icon },
    { label: 'layout.nav.adminSlots', to: '/admin/slots', icon: LayersIcon },
    { label: 'layout.nav.adminOffers', to: '/admin/offers', icon: HomeIcon },
    { label: 'layout.nav.leaderboard', to: '/admin/leaderboard', icon: TrophyIcon },
    { label: 'layout.nav.adminCasinoAccounts', to: '/admin/casino-accounts', icon: BadgeCheckIcon },
    { label: 'layout.nav.adminWagerMilestones', to: '/admin/wager-milestones', icon: MilestoneIcon },
    { label: 'layout.nav.adminSite', to: '/admin/site', icon: SettingsIcon },
    { label: 'layout.nav.adminAuditLog', to: '/admin/audit', icon: ScrollTextIcon },
    { label: 'layout.nav.adminAnalytics', to: '/admin/analytics', icon: ChartColumnIcon },
  ],
};

/** The fixed bottom bar of screens up to 768 px. */
export const bottomBar: NavEntry[] = [
  { label: 'layout.nav.home', to: '/', icon: HomeIcon },
  { label: 'layout.nav.shop', to: '/shop', icon: ShoppingBagIcon },
  { label: 'layout.nav.leaderboard', to: '/leaderboard', icon: TrophyIcon },
  minigames,
  { label: 'layout.nav.crypto', to: '/crypto', icon: NewspaperIcon },
  { label: 'layout.nav.bonusHunt', to: '/bonus-hunt', icon: ListChecksIcon },
  stream,
];
