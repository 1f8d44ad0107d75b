import type { Locale } from '@app/contracts';
import { renderErrorPage } from '../lib/html';

/**
 * The texts of the page a refused browser form post gets (BAD_ORIGIN), per language (ADR 057), like
 * the first HTML's (page-texts.ts). `site` is PUBLIC_URL's origin, `origin` where the form came from.
 */
export type BadOriginTexts = {
  title: string;
  fromOrigin: (origin: string, site: string) => string;
  noOrigin: (site: string) => string;
  openSite: (site: string) => string;
  goTo: (site: string) => string;
  codeLabel: string;
};

export const BAD_ORIGIN_TEXTS: Record<Locale, BadOriginTexts> = {
  en: {
    title: 'This form was sent from another address',
    fromOrigin: (origin, site) =>
      `The form was sent from ${origin}, but this site only accepts forms from its own address, ${site} (the PUBLIC_URL setting).`,
    noOrigin: (site) =>
      `The browser did not say where the form came from, so it was refused. This site only accepts forms from its own address, ${site} (the PUBLIC_URL setting).`,
    openSite: (site) =>
      `Open the site at ${site} and try again. If that is not the address people use, set PUBLIC_URL to it and restart the server.`,
    goTo: (site) => `Go to ${site}`,
    codeLabel: 'Error code:',
  },
  'pt-PT': {
    title: 'Este formulário foi enviado a partir de outro endereço',
    fromOrigin: (origin, site) =>
      `O formulário foi enviado a partir de ${origin}, mas este site só aceita formulários do seu próprio endereço, ${site} (a definição PUBLIC_URL).`,
    noOrigin: (site) =>
      `O navegador não indicou de onde veio o formulário, por isso foi recusado. Este site só aceita formulários do seu próprio endereço, ${site} (a definição PUBLIC_URL).`,
    openSite: (site) =>
      `Abra o site em ${site} e tente novamente. Se não for esse o endereço que as pessoas usam, defina PUBLIC_URL com ele e reinicie o servidor.`,
    goTo: (site) => `Ir para ${site}`,
    codeLabel: 'Código de erro:',
  },
  'pt-BR': {
    title: 'Este formulário foi enviado de outro endereço',
    fromOrigin: (origin, site) =>
      `O formulário foi enviado de ${origin}, mas este site só aceita formulários do próprio endereço, ${site} (a configuração PUBLIC_URL).`,
    noOrigin: (site) =>
      `O navegador não informou de onde veio o formulário, então ele foi recusado. Este site só aceita formulários do próprio endereço, ${site} (a configuração PUBLIC_URL).`,
    openSite: (site) =>
      `Abra o site em ${site} e tente de novo. Se esse não é o endereço que as pessoas usam, configure PUBLIC_URL com ele e reinicie o servidor.`,
    goTo: (site) => `Ir para ${site}`,
    codeLabel: 'Código do erro:',
  },
};

/** The readable BAD_ORIGIN page in `locale`: where the form came from (when known) and what to do. */
export function renderBadOriginPage(origin: string | null, publicOrigin: string, locale: Locale): string {
  const texts = BAD_ORIGIN_TEXTS[locale];
  return renderErrorPage({
    lang: locale,
    title: texts.title,
    code: 'BAD_ORIGIN',
    codeLabel: texts.codeLabel,
    paragraphs: [
      origin ? texts.fromOrigin(origin, publicOrigin) : texts.noOrigin(publicOrigin),
      texts.openSite(publicOrigin),
    ],
    link: { href: `${publicOrigin}/`, label: texts.goTo(publicOrigin) },
  });
}
