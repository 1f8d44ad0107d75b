import {
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
  TimerIcon,
  LayersIcon,
  GiftIcon,
  TerminalIcon,
  PartyPopperIcon,
  MessageSquarePlusIcon,
  ChartColumnIcon,
  ScrollTextIcon,
} from 'lucide-react';

export type NavLinkItem = { label: string; to: string; icon: LucideIcon; badge?: string };
export type NavGroup = { label: string; icon: LucideIcon; children: NavLinkItem[] };
export type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (e: NavEntry): e is NavGroup => 'children' in e;

/** The two groups the side menu and the bottom bar share. */
const minigames: NavGroup = {
  label: 'Minigames',
  icon: Gamepad2Icon,
  children: [
    { label: 'Mines', to: '/minigames/mines', icon: BombIcon },
    { label: 'Blackjack', to: '/minigames/blackjack', icon: SpadeIcon },
  ],
};

const stream: NavGroup = {
  label: 'Stream',
  icon: TvIcon,
  children: [
    { label: 'Live', to: '/stream/live', icon: RadioIcon },
    { label: 'Bonus Hunt', to: '/stream/bonushunt', icon: ListChecksIcon },
    { label: 'Hunt Statistics', to: '/hunt-stats', icon: ChartColumnIcon },
    { label: 'Slot Requests', to: '/slot-requests', icon: MessageSquarePlusIcon },
  ],
};

/** The side menu, in the reference product's order (docs/product.md#header-and-menus), Giveaways after Leaderboard. */
export const sideMenu: NavEntry[] = [
  { label: 'Home', to: '/', icon: HomeIcon, badge: 'new' },
  { label: 'Shop', to: '/shop', icon: ShoppingBagIcon },
  minigames,
  { label: 'Leaderboard', to: '/leaderboard', icon: TrophyIcon },
  { label: 'Giveaways', to: '/giveaways', icon: PartyPopperIcon },
  { label: 'Crypto News', to: '/crypto', icon: NewspaperIcon },
  { label: 'Bonus Hunt', to: '/bonus-hunt', icon: ListChecksIcon },
  {
    label: 'Tools',
    icon: WrenchIcon,
    children: [
      { label: 'Blackjack', to: '/tools/blackjack', icon: SpadeIcon },
      { label: 'Glossary', to: '/tools/glossary', icon: BookOpenIcon },
    ],
  },
  stream,
];

export const adminMenu: NavGroup = {
  label: 'Admin',
  icon: ShieldIcon,
  children: [
    { label: 'Reedems', to: '/admin/reedems', icon: ShoppingBagIcon },
    { label: 'Points', to: '/admin/points', icon: CoinsIcon },
    { label: 'Earning', to: '/admin/earning', icon: TimerIcon },
    { label: 'Commands', to: '/admin/commands', icon: TerminalIcon },
    { label: 'Live Hunt', to: '/admin/hunt', icon: ListChecksIcon },
    { label: 'Prizes', to: '/admin/prizes', icon: GiftIcon },
    { label: 'Giveaways', to: '/admin/giveaways', icon: PartyPopperIcon },
    { label: 'Overlays', to: '/admin/overlays', icon: MonitorPlayIcon },
    { label: 'Boxes', to: '/admin/boxes', icon: Gamepad2Icon },
    { label: 'Slots', to: '/admin/slots', icon: LayersIcon },
    { label: 'Offers', to: '/admin/offers', icon: HomeIcon },
    { label: 'Leaderboard', to: '/admin/leaderboard', icon: TrophyIcon },
    { label: 'Site', to: '/admin/site', icon: SettingsIcon },
    { label: 'Audit log', to: '/admin/audit', icon: ScrollTextIcon },
    { label: 'Analytics', to: '/admin/analytics', icon: ChartColumnIcon },
  ],
};

/** The fixed bottom bar of screens up to 768 px. */
export const bottomBar: NavEntry[] = [
  { label: 'Home', to: '/', icon: HomeIcon },
  { label: 'Shop', to: '/shop', icon: ShoppingBagIcon },
  { label: 'Leaderboard', to: '/leaderboard', icon: TrophyIcon },
  minigames,
  { label: 'Crypto', to: '/crypto', icon: NewspaperIcon },
  { label: 'Bonus Hunt', to: '/bonus-hunt', icon: ListChecksIcon },
  stream,
];
