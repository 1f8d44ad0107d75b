import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '@/i18n';
import { AuditFiltersForm, EMPTY_FORM, toFilters } from './audit-filters';

describe('the audit filters: Lisbon days typed dd/mm/yyyy', () => {
  afterEach(cleanup);

  it('turns dd/mm/yyyy days into Lisbon midnights, the last day included (summer and winter)', () => {
    expect(toFilters({ ...EMPTY_FORM, from: '05/07/2026', to: '23/11/2026' })).toEqual({
      from: '2026-07-04T23:00:00.000Z',
      to: '2026-11-24T00:00:00.000Z',
    });
  });

  it('shows text inputs in the page day order, never the browser date picker', () => {
    render(<AuditFiltersForm initial={EMPTY_FORM} actions={[]} onApply={() => {}} />);
    for (const label of ['From (Lisbon day)', 'To (Lisbon day, included)']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('placeholder')).toBe('dd/mm/yyyy');
      expect((input as HTMLInputElement).type).toBe('text');
    }
  });

  it('refuses a day that is not dd/mm/yyyy (the US order, a day that does not exist) and applies a good one', async () => {
    const onApply = vi.fn();
    render(<AuditFiltersForm initial={EMPTY_FORM} actions={[]} onApply={onApply} />);
    const from = screen.getByLabelText('From (Lisbon day)');
    await userEvent.type(from, '11/23/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a day as dd/mm/yyyy, e.g. 23/11/2026.',
    );

    await userEvent.clear(from);
    await userEvent.type(from, '23/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FORM, from: '23/11/2026' });
    expect(from.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('the audit filters in Portuguese', () => {
  afterEach(async () => {
    cleanup();
    await loadLocale('en');
  });

  it('names each action family and action beside its code (pt-PT), and the day order in Portuguese', async () => {
    await loadLocale('pt-PT');
    render(<AuditFiltersForm initial={EMPTY_FORM} actions={['points.adjust', 'points.set']} onApply={() => {}} />);
    const options = [...(screen.getByLabelText('Ação') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual([
      'Todas as ações',
      'points.* (todas, 2)',
      '\u00a0\u00a0Pontos ajustados (points.adjust)',
      '\u00a0\u00a0Pontos definidos (points.set)',
    ]);
    expect(screen.getByLabelText('De (dia em Lisboa)').getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeTruthy();
  });

  it('pt-BR: the same filters in Brazilian Portuguese', async () => {
    await loadLocale('pt-BR');
    render(<AuditFiltersForm initial={EMPTY_FORM} actions={['shop.item.create']} onApply={() => {}} />);
    expect(screen.getByRole('form', { name: 'Filtrar o registro de auditoria' })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Item da loja criado \(shop\.item\.create\)/ })).toBeTruthy();
  });
});
