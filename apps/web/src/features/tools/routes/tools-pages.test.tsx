import type { Locale } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '@/i18n';
import { renderApp, resetAfterEach } from '@/test/render';
import BlackjackChartPage from './blackjack-chart';
import GlossaryPage from './glossary';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

/** Renders `ui` in `locale` and fails on any React warning (a missing key in a rich message, say). */
async function renderIn(locale: Locale, ui: React.ReactElement) {
  await loadLocale(locale);
  const errors = vi.spyOn(console, 'error');
  renderApp(ui);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

describe('/tools/glossary', () => {
  it('lists the 20 terms with their anchors in English', async () => {
    await renderIn('en', <GlossaryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Glossary' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Glossary terms' });
    expect(within(nav).getAllByRole('link')).toHaveLength(20);
    expect(within(nav).getByRole('link', { name: 'Bonus Non-Sticky' }).getAttribute('href')).toBe('#bonus-non-sticky');
    expect(document.getElementById('rtp')?.textContent).toContain('Return to Player');
  });

  it('speaks European and Brazilian Portuguese, with the same anchors', async () => {
    await renderIn('pt-PT', <GlossaryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'O nosso glossário' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bónus de depósito' }).getAttribute('href')).toBe('#deposit-bonus');
    expect(document.getElementById('volatility')?.textContent).toContain('Volatilidade');
    resetAfterEach();

    await renderIn('pt-BR', <GlossaryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nosso glossário' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bônus de depósito' }).getAttribute('href')).toBe('#deposit-bonus');
    expect(screen.getByText(/Somente para maiores de 18 anos/)).toBeTruthy();
  });
});

describe('/tools/blackjack', () => {
  it('shows the chart, its legend and the rules in English, figures written the English way', async () => {
    await renderIn('en', <BlackjackChartPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blackjack table' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Chart legend' })).getByText('Double (else stand)')).toBeTruthy();
    expect(screen.getByTestId('strategy-hard').textContent).toContain('Hard totals');
    expect(screen.getByText(/The most a single round can pay is 100,000 points/)).toBeTruthy();
    expect(screen.getByText(/returns about 99\.43% of what is staked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Provably fair' }).getAttribute('href')).toBe('/fairness');
    expect(screen.getAllByText('25 to 1').length).toBeGreaterThan(0);
  });

  it('reads in pt-PT and pt-BR, numbers the way each writes them', async () => {
    await renderIn('pt-PT', <BlackjackChartPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'A nossa mesa de Blackjack' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Legenda da tabela' })).getByText('Pedir carta')).toBeTruthy();
    expect(screen.getByText(/O máximo que uma só ronda pode pagar é 100\s000 pontos/)).toBeTruthy();
    expect(screen.getByText(/devolve cerca de 99,43\s?%/)).toBeTruthy();
    expect(screen.getAllByText('25 para 1').length).toBeGreaterThan(0);
    resetAfterEach();

    await renderIn('pt-BR', <BlackjackChartPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nossa mesa de Blackjack' })).toBeTruthy();
    expect(screen.getByTestId('strategy-soft').textContent).toContain('Mãos suaves');
    expect(screen.getByText(/O máximo que uma única rodada pode pagar é 100\.000 pontos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Provably fair' })).toBeTruthy();
  });
});
