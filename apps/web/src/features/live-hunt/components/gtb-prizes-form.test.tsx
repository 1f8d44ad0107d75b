import type { LiveHunt } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { liveHunt } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { GtbPrizesForm } from './gtb-prizes-form';

/** The admin's GTB prize editor for a hunt whose place 1 pays 500 points, or 5,000 to an affiliate. */
function setup() {
  const base = liveHunt();
  const hunt: LiveHunt = {
    ...base,
    gtb: { ...base.gtb, prizes: [{ points: 500, text: null, affiliate: { points: 5_000, text: null } }] },
  };
  const server = fakeApi({ 'PUT /admin/live-hunt/gtb/prizes': () => ok(hunt) });
  return { ...server, ...renderApp(<GtbPrizesForm hunt={hunt} />) };
}

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('the GTB prize editor: affiliate prizes', () => {
  it("shows each place's affiliate prize and saves it beside the normal one (none: the same prize)", async () => {
    const { user, writes } = setup();
    expect(screen.getByLabelText<HTMLSelectElement>('Place 1, affiliates: prize kind').value).toBe('points');
    expect(screen.getByLabelText<HTMLInputElement>('Place 1, affiliates: prize').value).toBe('5000');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(screen.getByLabelText<HTMLSelectElement>('Place 2, affiliates: prize kind').value).toBe('none');
    expect(screen.queryByLabelText('Place 2, affiliates: prize')).toBeNull();
    await user.type(screen.getByLabelText('Prize of place 2'), '200');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await user.selectOptions(screen.getByLabelText('Prize kind of place 3'), 'Text prize');
    await user.type(screen.getByLabelText('Prize of place 3'), 'Mousepad');
    await user.selectOptions(screen.getByLabelText('Place 3, affiliates: prize kind'), 'Affiliates: text prize');
    await user.type(screen.getByLabelText('Place 3, affiliates: prize'), ' $50 at the sponsor ');
    await user.click(screen.getByRole('button', { name: 'Save prizes' }));
    await findToast('GTB prizes saved.');
    expect(writes()[0]!.body).toEqual({
      prizes: [
        { points: 500, affiliate: { points: 5_000 } },
        { points: 200, affiliate: null },
        { text: 'Mousepad', affiliate: { text: '$50 at the sponsor' } },
      ],
    });
  });

  it('refuses an affiliate prize out of range before sending, saying which place', async () => {
    const { user, writes } = setup();
    const field = screen.getByLabelText('Place 1, affiliates: prize');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save prizes' }));
    expect((await findToast('Place 1, affiliates: points must be a whole number from 1 to 1,000,000.')).variant).toBe(
      'destructive',
    );
    expect(writes()).toEqual([]);
  });

  it.each([
    ['pt-PT', 'Afiliados: o mesmo prémio', '1.º lugar, afiliados: tipo de prémio'],
    ['pt-BR', 'Afiliados: o mesmo prêmio', '1º lugar, afiliados: tipo de prêmio'],
  ] as const)('%s: the affiliate choices in the language', async (locale, none, label) => {
    await loadLocale(locale);
    setup();
    const select = screen.getByLabelText(label);
    await waitFor(() => expect(select.textContent).toContain(none));
  });
});
