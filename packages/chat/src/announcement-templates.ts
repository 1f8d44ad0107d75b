import type { Locale } from '@app/contracts';

/**
 * The chat announcements' default texts (features/chat-announcements), reply kinds beside the
 * commands' replies so the admin edits them in the same templates editor and they are stored in the
 * same row. Variables: `index` (the hunt's number), `balance` (money in the site currency), `winners`
 * (a list of chat names, cut to the message length with "+N more"), `count` (how many winners), `group`
 * and `avg` (the AVG's winning group and average multiplier), `pot` (points), `title` (the giveaway's
 * title as the admin typed it: Kick only, so the giveaway kinds have a `_twitch` form without it,
 * ADR 054), `slot` and `provider` (catalogue names), `user` (the requester's chat name).
 */
export const ANNOUNCEMENT_TEMPLATES = {
  announce_hunt_gtb: {
    en: 'Bonus Hunt #{index} finished with a final balance of {balance}! GTB winners: {winners}',
    'pt-PT': 'A Bonus Hunt #{index} terminou com um saldo final de {balance}! Vencedores do GTB: {winners}',
    'pt-BR': 'A Bonus Hunt #{index} terminou com saldo final de {balance}! Ganhadores do GTB: {winners}',
  },
  announce_hunt_avg: {
    en: 'AVG of Bonus Hunt #{index}: group {group} wins with an average of {avg}x! {count, plural, =0 {No one bet on it.} one {# winner takes {pot} points.} other {# winners share {pot} points.}}',
    'pt-PT':
      'AVG da Bonus Hunt #{index}: ganha o grupo {group}, com uma média de {avg}x! {count, plural, =0 {Ninguém apostou nele.} one {# vencedor recebe {pot} pontos.} other {# vencedores repartem {pot} pontos.}}',
    'pt-BR':
      'AVG da Bonus Hunt #{index}: o grupo {group} venceu com média de {avg}x! {count, plural, =0 {Ninguém apostou nele.} one {# ganhador leva {pot} pontos.} other {# ganhadores dividem {pot} pontos.}}',
  },
  announce_giveaway_drawn: {
    en: 'Giveaway "{title}" drawn! {count, plural, one {Winner} other {Winners}}: {winners}',
    'pt-PT': 'Sorteio "{title}" realizado! {count, plural, one {Vencedor} other {Vencedores}}: {winners}',
    'pt-BR': 'Sorteio "{title}" realizado! {count, plural, one {Ganhador} other {Ganhadores}}: {winners}',
  },
  announce_giveaway_drawn_twitch: {
    en: 'The giveaway was drawn! {count, plural, one {Winner} other {Winners}}: {winners}',
    'pt-PT': 'O sorteio foi realizado! {count, plural, one {Vencedor} other {Vencedores}}: {winners}',
    'pt-BR': 'O sorteio foi realizado! {count, plural, one {Ganhador} other {Ganhadores}}: {winners}',
  },
  announce_giveaway_final: {
    en: 'The winners of "{title}" are final: {winners}. Congratulations!',
    'pt-PT': 'Os vencedores de "{title}" são definitivos: {winners}. Parabéns!',
    'pt-BR': 'Os ganhadores de "{title}" estão confirmados: {winners}. Parabéns!',
  },
  announce_giveaway_final_twitch: {
    en: 'The giveaway winners are final: {winners}. Congratulations!',
    'pt-PT': 'Os vencedores do sorteio são definitivos: {winners}. Parabéns!',
    'pt-BR': 'Os ganhadores do sorteio estão confirmados: {winners}. Parabéns!',
  },
  announce_sr_played: {
    en: 'Now playing {slot} ({provider}), requested by {user}!',
    'pt-PT': 'A jogar agora: {slot} ({provider}), pedido por {user}!',
    'pt-BR': 'Jogando agora: {slot} ({provider}), pedido de {user}!',
  },
} as const satisfies Record<string, Record<Locale, string>>;
