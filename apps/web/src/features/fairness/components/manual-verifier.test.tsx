import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { renderApp, resetAfterEach } from '@/test/render';
import { ManualVerifier } from './manual-verifier';

afterEach(resetAfterEach);

describe('the by-hand verifier', () => {
  it('refuses empty fields, then recomputes the published example (3 mines on 8, 20, 23)', async () => {
    const { user } = renderApp(<ManualVerifier />);
    const form = screen.getByRole('form', { name: 'Verify a game' });
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(within(form).getByText('Enter the revealed server seed.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Fill in the published example' }));
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(within(form).getByTestId('hash-check').getAttribute('data-result')).toBe('match');
    expect(within(form).getByTestId('mine-tiles').textContent).toBe('8, 20, 23');
    expect(within(form).getByText(/mines on tiles/).textContent).toBe(
      '3 mines on tiles 8, 20, 23 (positions 1 to 25, left to right, top to bottom)',
    );
  });

  describe.each([
    ['pt-PT', 'Introduza a semente do servidor revelada.', 'Preencher com o exemplo publicado', 'O hash coincide'],
    ['pt-BR', 'Digite a seed do servidor revelada.', 'Preencher com o exemplo publicado', 'O hash confere'],
  ] as const)('in %s', (locale, missing, example, match) => {
    afterEach(async () => {
      await loadLocale('en');
    });

    it('the form, its errors and its result are in Portuguese', async () => {
      await loadLocale(locale);
      const { user } = renderApp(<ManualVerifier />);
      const form = screen.getByRole('form', { name: 'Verificar um jogo' });
      expect(within(form).getByRole('group', { name: 'Jogo' })).toBeTruthy();
      await user.click(within(form).getByRole('button', { name: 'Verificar' }));
      expect(within(form).getByText(missing)).toBeTruthy();
      await user.click(within(form).getByRole('button', { name: example }));
      await user.click(within(form).getByRole('button', { name: 'Verificar' }));
      expect(within(form).getByTestId('hash-check').textContent).toContain(match);
      expect(within(form).getByText(/minas nas casas/).textContent).toBe(
        '3 minas nas casas 8, 20, 23 (posições de 1 a 25, da esquerda para a direita, de cima para baixo)',
      );
      expect(within(form).getByRole('img', { name: 'Tabuleiro com minas nas casas 8, 20, 23' })).toBeTruthy();
    });
  });
});
