import type { Locale } from '@app/contracts';

/**
 * The texts the server itself writes into the first HTML, per language (ADR 057): the page's
 * description and the static age gate (apps/web's catalogs hold the same gate texts for the app's own
 * copy; keep the two in step). The server's other pages keep their records beside them, in the same
 * shape (features/auth/demo-page.ts, plugins/bad-origin-page.ts). Everything else a person reads
 * comes from the web's catalogs.
 */
export type PageTexts = {
  description: string;
  gateQuestion: string;
  gateEnter: string;
  gateExit: string;
};

export const PAGE_TEXTS: Record<Locale, PageTexts> = {
  en: {
    description: 'The community of the stream: offers, points, minigames, leaderboards and bonus hunts.',
    gateQuestion: 'Please confirm that you are of legal age to enter this website.',
    gateEnter: 'I AM 18 OR OLDER - ENTER',
    gateExit: 'I AM UNDER 18 - EXIT',
  },
  'pt-PT': {
    description: 'A comunidade da stream: ofertas, pontos, minijogos, classificações e bonus hunts.',
    gateQuestion: 'Confirme que tem idade legal para entrar neste site.',
    gateEnter: 'TENHO 18 ANOS OU MAIS - ENTRAR',
    gateExit: 'TENHO MENOS DE 18 ANOS - SAIR',
  },
  'pt-BR': {
    description: 'A comunidade da live: ofertas, pontos, minigames, rankings e bonus hunts.',
    gateQuestion: 'Confirme que você é maior de idade para entrar neste site.',
    gateEnter: 'TENHO 18 ANOS OU MAIS - ENTRAR',
    gateExit: 'TENHO MENOS DE 18 ANOS - SAIR',
  },
};
