import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import CookiesPage from './cookies';
import PrivacyPage from './privacy';
import TermsPage from './terms';

function setup(page: ReactElement) {
  fakeApi({ 'GET /config': ok({ supportUrl: 'https://support.example' }) });
  return renderApp(page);
}

afterEach(resetAfterEach);

describe('the legal pages', () => {
  it('English: the terms keep their date, the 4.2 maximum win and their links', () => {
    setup(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByText('August 1, 2024').getAttribute('datetime')).toBe('2024-08-01');
    expect(screen.getByRole('heading', { level: 3, name: '4.2 Maximum win per bet' })).toBeTruthy();
    expect(screen.getByText('100.000 (one hundred thousand) points').tagName).toBe('STRONG');
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' })[0]!.getAttribute('href')).toBe('/privacy');
  });

  describe.each([
    ['pt-PT', '1 de agosto de 2024', '4.2 Ganho máximo por aposta', '100\u00a0000 (cem mil) pontos', 'Índice'],
    ['pt-BR', '1º de agosto de 2024', '4.2 Ganho máximo por aposta', '100.000 (cem mil) pontos', 'Sumário'],
  ] as const)('in %s', (locale, date, maxWinHeading, maxWin, contents) => {
    afterEach(async () => {
      await loadLocale('en');
    });

    it('the terms, the privacy policy and the cookie policy are in Portuguese with the same dates and figures', async () => {
      await loadLocale(locale);
      setup(<TermsPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Termos e Condições' })).toBeTruthy();
      expect(screen.getByText(date).getAttribute('datetime')).toBe('2024-08-01');
      expect(screen.getByText(contents)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 3, name: maxWinHeading })).toBeTruthy();
      expect(screen.getByText(maxWin, { normalizer: (text) => text }).tagName).toBe('STRONG');
      expect(screen.getAllByRole('link', { name: 'Política de Privacidade' })[0]!.getAttribute('href')).toBe(
        '/privacy',
      );
      expect(screen.getByText('7 dias').tagName).toBe('STRONG');
      expect(screen.getByText('10 dias úteis').tagName).toBe('STRONG');
      resetAfterEach();

      setup(<PrivacyPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeTruthy();
      expect(screen.getByText(date.replace('agosto', 'julho')).getAttribute('datetime')).toBe('2024-07-01');
      resetAfterEach();

      setup(<CookiesPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeTruthy();
      const table = screen.getByRole('region', { name: 'Cookies definidos pelo Site' });
      expect(table.textContent).toContain('Finalidade');
      expect(table.textContent).toContain('24 horas');
    });
  });
});
