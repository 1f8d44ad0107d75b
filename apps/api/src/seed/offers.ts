import type { OfferDetails } from '@app/contracts';
import type { Tx } from '../db/client';
import { offers } from '../db/schema';

/**
 * The nine demo offers of the home page: six with the figures of the product's reference cards, then
 * three more of the kinds it names. Names, artwork (apps/web/public/offers) and links are made up for
 * the demo; the links point at reserved `.example` hosts.
 */
const cryptoMethods = ['BTC', 'ETH', 'LTC', 'USDT', 'SOL'];
const cardMethods = ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay', 'SEPA'];
const providers = ['Pragmatic Play', 'Hacksaw Gaming', 'Nolimit City', 'Evolution', 'Play’n GO', 'Push Gaming'];

type Card = {
  slug: string;
  name: string;
  color: string;
  link: string;
  details: OfferDetails;
  /** The demo's one partner licensed in Portugal (a made-up SRIJ licence number). */
  licenceRegulator?: string;
  licenceNumber?: string;
};

export const demoOffers: Card[] = [
  {
    slug: 'nova-crypto',
    name: 'Nova Crypto',
    color: '#7c3aed',
    link: 'https://nova-crypto.example/r/demo',
    details: {
      vpn: true,
      kyc: false,
      minDeposit: '$0',
      minWithdrawal: '$25',
      depositMethods: cryptoMethods,
      withdrawalMethods: cryptoMethods,
      providers,
      steps: [
        { position: 1, bonusPercentage: 180, minDep: 10 },
        { position: 2, bonusPercentage: 240, minDep: 50 },
        { position: 3, bonusPercentage: 300, minDep: 100 },
        { position: 4, bonusPercentage: 360, minDep: 200 },
      ],
      bonusTexts: [
        'Welcome bonus totals 1080% over four deposits, wager x40.',
        'Weekly VIP bonus by highest deposit: $40 gives $5, $60 gives $10, $150 gives $25, $500 gives $100.',
        'Plus 10% of weekly losses as rakeback, max $100.',
        'The weekly VIP bonus needs wagering of at least 3x; mini games and live games do not count. Redeemable from Sunday, no later than Monday.',
        'VIP program for our affiliates.',
      ],
      promoCode: null,
    },
  },
  {
    slug: 'lucky-spins',
    name: 'Lucky Spins',
    color: '#db2777',
    link: 'https://lucky-spins.example/r/demo',
    details: {
      vpn: false,
      kyc: true,
      minDeposit: '$25',
      minWithdrawal: '$25',
      depositMethods: cardMethods,
      withdrawalMethods: ['Visa', 'Mastercard', 'SEPA'],
      providers,
      steps: [{ position: 1, bonusPercentage: 125, minDep: 25 }],
      bonusTexts: [
        '75 free spins with no deposit, wager x50, max withdrawal $50.',
        'Welcome +125%, wager x45, min deposit $25.',
      ],
      promoCode: 'STREAM75',
    },
  },
  {
    slug: 'block-royale',
    name: 'Block Royale',
    color: '#0ea5e9',
    link: 'https://block-royale.example/r/demo',
    details: {
      vpn: true,
      kyc: false,
      minDeposit: '$20',
      minWithdrawal: '$10',
      depositMethods: cryptoMethods,
      withdrawalMethods: cryptoMethods,
      providers,
      steps: [{ position: 1, bonusPercentage: 100, minDep: 20, upTo: 500 }],
      bonusTexts: [
        '+100% up to $500 (the partner’s page also says up to $1000), wager x35.',
        'Enter the promo code at deposit to get the deposit bonus.',
      ],
      promoCode: 'ROYALE100',
    },
  },
  {
    slug: 'reel-harbor',
    name: 'Reel Harbor',
    color: '#059669',
    link: 'https://reel-harbor.example/r/demo',
    details: {
      vpn: false,
      kyc: true,
      minDeposit: '$10',
      minWithdrawal: '$50',
      depositMethods: cardMethods,
      withdrawalMethods: ['Visa', 'SEPA'],
      providers,
      steps: [
        { position: 1, bonusPercentage: 100, minDep: 10, slot: '100 free spins' },
        { position: 2, bonusPercentage: 50, minDep: 10, slot: '100 free spins' },
        { position: 3, bonusPercentage: 100, minDep: 10, slot: '100 free spins' },
      ],
      bonusTexts: [
        '125 free spins with no deposit, wager x50, max withdrawal $50.',
        'Welcome steps wager x40, max bet 5$.',
      ],
      promoCode: 'HARBOR125',
    },
  },
  {
    slug: 'satoshi-lounge',
    name: 'Satoshi Lounge',
    color: '#f59e0b',
    link: 'https://satoshi-lounge.example/r/demo',
    details: {
      vpn: true,
      kyc: false,
      minDeposit: '$0',
      minWithdrawal: '$3',
      depositMethods: cryptoMethods,
      withdrawalMethods: cryptoMethods,
      providers,
      steps: [{ position: 1, bonusPercentage: 100, minDep: 0, upTo: 20 }],
      bonusTexts: [
        '+100% up to $20, wager x2, max bet $0.',
        'Daily 1 euro prize for one week (total 7 euros).',
        'Request the bonus at support after your deposit.',
      ],
      promoCode: null,
    },
  },
  {
    slug: 'lusa-bet',
    name: 'Lusa Bet',
    color: '#16a34a',
    link: 'https://lusa-bet.example/r/demo',
    licenceRegulator: 'SRIJ',
    licenceNumber: '099',
    details: {
      vpn: false,
      kyc: true,
      minDeposit: '10 €',
      minWithdrawal: '20 €',
      depositMethods: ['MB Way', 'Multibanco', 'Visa', 'Mastercard'],
      withdrawalMethods: ['Bank transfer', 'MB Way'],
      providers,
      steps: [
        { position: 1, bonusPercentage: 100, minDep: 10, upTo: 100, freebet: 10 },
        { position: 2, bonusPercentage: 50, minDep: 10, upTo: 100, freebet: 20 },
        { position: 3, bonusPercentage: 100, minDep: 10, upTo: 200, freebet: 20 },
      ],
      bonusTexts: [
        'Rollover 30x within 7 days.',
        'Freebet only on single bets with minimum odds 2.50; winnings paid in real money.',
      ],
      promoCode: null,
    },
  },
  {
    slug: 'orbit-play',
    name: 'Orbit Play',
    color: '#2563eb',
    link: 'https://orbit-play.example/r/demo',
    details: {
      vpn: false,
      kyc: true,
      minDeposit: '15 € (card, Apple Pay, Google Pay, SEPA); 1 € crypto; 2 € skins',
      minWithdrawal: '20 €',
      depositMethods: [...cardMethods, 'Crypto', 'Skins'],
      withdrawalMethods: ['SEPA', 'Crypto'],
      providers,
      steps: [{ position: 1, bonusPercentage: 200, minDep: 15, upTo: 5000 }],
      bonusTexts: ['Welcome bonus 200% up to 5000 USD with 10x wager.'],
      promoCode: null,
    },
  },
  {
    slug: 'golden-wave',
    name: 'Golden Wave',
    color: '#ca8a04',
    link: 'https://golden-wave.example/r/demo',
    details: {
      vpn: false,
      kyc: true,
      minDeposit: '25 €',
      minWithdrawal: '20 €',
      depositMethods: cardMethods,
      withdrawalMethods: ['Visa', 'SEPA'],
      providers,
      steps: [
        { position: 1, bonusPercentage: 50, minDep: 25, slot: '50 free spins', upTo: 500 },
        { position: 2, bonusPercentage: 75, minDep: 25, slot: '75 free spins', upTo: 500 },
        { position: 3, bonusPercentage: 100, minDep: 25, slot: '100 free spins', upTo: 500 },
        { position: 4, bonusPercentage: 125, minDep: 25, slot: '125 free spins', upTo: 500 },
      ],
      bonusTexts: [
        'No deposit: 50 free spins, wager x50, max withdrawal 50 USD.',
        'Bonus wager 40x, free-spin wager 35x, max bet 5 EUR, max win for free spins 100 EUR; free spins released 50 per 24 hours.',
      ],
      promoCode: 'WAVE50',
    },
  },
  {
    slug: 'neon-arcade',
    name: 'Neon Arcade',
    color: '#9333ea',
    link: 'coming',
    details: {
      vpn: false,
      kyc: true,
      minDeposit: '—',
      minWithdrawal: '—',
      depositMethods: [],
      withdrawalMethods: [],
      providers: [],
      steps: [],
      bonusTexts: ['Coming soon.'],
      promoCode: null,
    },
  },
];

export async function seedOffers(tx: Tx): Promise<void> {
  await tx
    .insert(offers)
    .values(demoOffers.map((o, i) => ({ ...o, image: `/offers/${o.slug}.svg`, position: i + 1 })))
    .onConflictDoNothing();
}
