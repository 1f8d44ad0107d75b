import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { Footer } from './footer';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe("the footer's responsible-gambling block", () => {
  it.each([
    ['en', 'Responsible gambling', 'Self-exclusion (SRIJ)'],
    ['pt-PT', 'Jogo responsável', 'Autoexclusão (SRIJ)'],
    ['pt-BR', 'Jogo responsável', 'Autoexclusão (SRIJ)'],
  ] as const)(
    'speaks the visitor language (%s), with 18+, SICAD 1414 and the self-exclusion link',
    async (locale, title, link) => {
      await loadLocale(locale);
      fakeApi({});
      renderApp(<Footer />);
      const block = screen.getByTestId('footer-responsible-gambling');
      expect(screen.getByRole('heading', { name: `18+ ${title}` })).toBeTruthy();
      expect(block.textContent).toContain('1414');
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(
        'https://www.srij.turismodeportugal.pt/',
      );
    },
  );
});
