import type { GiveawayInput } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeReply } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { winnersOf } from '../format';
import { drawnGiveaway, giveaway } from '../test-fixtures';
import AdminGiveawaysPage from './admin-giveaways';

const open = giveaway({ entries: 2, tickets: 3 });
const fresh = giveaway({ _id: '00000000-0000-4000-8000-000000000007', title: 'Fresh one', entries: 0 });
const drawn = drawnGiveaway();

function setup(routes: Record<string, FakeReply | ((c: { body: unknown }) => FakeReply)> = {}) {
  const server = fakeApi({
    'GET /giveaways': ok({ current: [open, fresh], past: [drawn] }),
    'GET /sponsors': ok([
      { slug: 'stake', name: 'Stake', logo: '/s.svg', prizes: [100], periods: [] },
      { slug: 'roobet', name: 'Roobet', logo: '/r.svg', prizes: [100], periods: [] },
    ]),
    ...routes,
  });
  return { ...server, ...renderApp(<AdminGiveawaysPage />) };
}

afterEach(resetAfterEach);

describe('/admin/giveaways', () => {
  it('lists every giveaway with the actions its state allows', async () => {
    setup();
    await screen.findByRole('button', { name: `Draw ${open.title} now` });
    const table = screen.getByTestId('admin-giveaways');
    const row = (id: string) => table.querySelector<HTMLElement>(`[data-giveaway="${id}"]`)!;
    expect(within(row(open._id)).getByRole('button', { name: `Draw ${open.title} now` })).toBeTruthy();
    expect(within(row(open._id)).getByRole('button', { name: `Edit ${open.title}` })).toBeTruthy();
    expect(within(row(open._id)).getByRole('button', { name: `Cancel ${open.title}` })).toBeTruthy();
    expect(within(row(open._id)).queryByRole('button', { name: /Reroll/ })).toBeNull();
    expect(within(row(drawn._id)).getByRole('button', { name: `Reroll a winner of ${drawn.title}` })).toBeTruthy();
    expect(within(row(drawn._id)).getByRole('button', { name: `Finalize ${drawn.title}` })).toBeTruthy();
    expect(within(row(drawn._id)).queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('creates a giveaway with the Lisbon times sent as UTC (summer time included)', async () => {
    let sent: GiveawayInput | null = null;
    const { user } = setup({
      'POST /admin/giveaways': (call) => {
        sent = call.body as GiveawayInput;
        return { status: 201, body: giveaway({ title: sent.title }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New giveaway' }));
    const dialog = await screen.findByRole('dialog', { name: 'New giveaway' });
    const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
    await user.type(field('Title'), 'Summer drop');
    await user.type(field('Prize'), 'A hoodie');
    await user.clear(field('Winners'));
    await user.type(field('Winners'), '3');
    await user.clear(field(/Cost per ticket/));
    await user.type(field(/Cost per ticket/), '250');
    await user.clear(field('Opens (Lisbon time)'));
    await user.type(field('Opens (Lisbon time)'), '2027-07-01T20:00');
    await user.clear(field('Closes (Lisbon time)'));
    await user.type(field('Closes (Lisbon time)'), '2027-07-01T22:30');
    await user.selectOptions(field('Platform'), 'kick');
    await user.click(within(dialog).getByLabelText('Subscribers only'));
    await user.type(field('Winner limit: wins'), '1');
    await user.type(field('Winner limit: in the last … days'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create giveaway' }));
    expect((await findToast('Created: Summer drop.')).variant).toBe('success');
    expect(sent).toMatchObject({
      title: 'Summer drop',
      prize: 'A hoodie',
      image: null,
      winners: 3,
      entryCost: 250,
      maxTicketsPerAccount: 1,
      opensAt: '2027-07-01T19:00:00.000Z',
      closesAt: '2027-07-01T21:30:00.000Z',
      eligibility: {
        platform: 'kick',
        subscribersOnly: true,
        minAccountAgeDays: 0,
        affiliate: null,
        winLimit: { wins: 1, days: 30 },
      },
      chatJoin: true,
    });
  }, 20_000);

  it('sets the verified casino account a giveaway requires: at a named sponsor, or any; edits show it', async () => {
    const sent: GiveawayInput[] = [];
    const { user } = setup({
      'POST /admin/giveaways': (call) => {
        sent.push(call.body as GiveawayInput);
        return { status: 201, body: giveaway({ title: 'Affiliates' }) };
      },
    });
    for (const choice of ['Stake', 'At any sponsor']) {
      await user.click(await screen.findByRole('button', { name: 'New giveaway' }));
      const dialog = await screen.findByRole('dialog', { name: 'New giveaway' });
      await user.type(within(dialog).getByLabelText('Title'), 'Affiliates');
      await user.type(within(dialog).getByLabelText('Prize'), 'A hoodie');
      const field = within(dialog).getByLabelText('Verified casino account');
      expect(
        within(field)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Not required', 'At any sponsor', 'Stake', 'Roobet']);
      await user.selectOptions(field, choice);
      await user.click(within(dialog).getByRole('button', { name: 'Create giveaway' }));
      await findToast('Created: Affiliates.');
    }
    expect(sent.map((b) => b.eligibility?.affiliate)).toEqual([{ sponsor: 'stake' }, { sponsor: null }]);
  }, 20_000);

  it('an edit before the first entry reads the rule back; an unknown sponsor is said under the field', async () => {
    const named = giveaway({
      ...fresh,
      eligibility: {
        platform: null,
        subscribersOnly: false,
        minAccountAgeDays: 0,
        affiliate: { sponsor: { slug: 'roobet', name: 'Roobet' } },
        winLimit: null,
      },
    });
    const { user } = setup({
      'GET /giveaways': ok({ current: [named], past: [] }),
      [`PATCH /admin/giveaways/${named._id}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request.',
            fields: { 'eligibility.affiliate.sponsor': 'is not a sponsor' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: `Edit ${named.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${named.title}` });
    const field = within(dialog).getByLabelText<HTMLSelectElement>('Verified casino account');
    expect(field.value).toBe('roobet');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a sponsor from the list.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the API's field errors under their fields", async () => {
    const { user } = setup({
      'POST /admin/giveaways': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request',
            fields: { title: 'is required', 'eligibility.minAccountAgeDays': 'must be at most 3650' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New giveaway' }));
    const dialog = await screen.findByRole('dialog', { name: 'New giveaway' });
    await user.click(within(dialog).getByRole('button', { name: 'Create giveaway' }));
    const title = within(dialog).getByLabelText('Title');
    // The API's own words are English: each field says its rule from the catalog.
    expect(await within(dialog).findByText('Enter a title of at most 120 characters.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('A whole number from 0 to 3,650.')).toBeTruthy();
    expect(within(dialog).queryByText('is required')).toBeNull();
  });

  it('once people entered, Edit only changes the closing time', async () => {
    let patch: unknown = null;
    const { user } = setup({
      [`PATCH /admin/giveaways/${open._id}`]: (call) => {
        patch = call.body;
        return ok(open);
      },
    });
    await user.click(await screen.findByRole('button', { name: `Edit ${open.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${open.title}` });
    expect(within(dialog).getByLabelText('Title').matches(':disabled')).toBe(true);
    expect(within(dialog).getByLabelText('Opens (Lisbon time)').matches(':disabled')).toBe(true);
    expect(within(dialog).getByLabelText('Closes (Lisbon time)').matches(':disabled')).toBe(false);
    const closes = within(dialog).getByLabelText('Closes (Lisbon time)');
    await user.clear(closes);
    await user.type(closes, '2027-01-10T21:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast(`Saved: ${open.title}.`);
    expect(patch).toEqual({ closesAt: '2027-01-10T21:00:00.000Z' });
  }, 15_000);

  it('rerolls a winner with a public reason', async () => {
    let body: unknown = null;
    const { user } = setup({
      [`POST /admin/giveaways/${drawn._id}/reroll`]: (call) => {
        body = call.body;
        return ok(drawn);
      },
    });
    await user.click(await screen.findByRole('button', { name: `Reroll a winner of ${drawn.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reroll: ${drawn.title}` });
    await user.selectOptions(within(dialog).getByLabelText('Winner to disqualify'), 'Carol (pick 1)');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify and reroll' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give the reason: it is shown publicly.');
    await user.type(within(dialog).getByLabelText('Reason (public)'), 'Alt account');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify and reroll' }));
    await findToast('Carol disqualified.');
    expect(body).toEqual({ nonce: 1, reason: 'Alt account' });
  });

  it('draws a giveaway waiting for its beacon without it, with a required public reason', async () => {
    const closing = giveaway({ _id: '00000000-0000-4000-8000-000000000009', title: 'Waiting one', state: 'closing' });
    const drawnNow = drawnGiveaway({ _id: closing._id, title: closing.title });
    let body: unknown = null;
    const { user } = setup({
      'GET /giveaways': ok({ current: [closing], past: [] }),
      [`POST /admin/giveaways/${closing._id}/draw-without-beacon`]: (call) => {
        body = call.body;
        return ok(drawnNow);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Draw without beacon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw without the public beacon' });
    await user.click(within(dialog).getByRole('button', { name: 'Draw without beacon' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give the reason: it is shown publicly.');
    expect(body).toBeNull();
    await user.type(within(dialog).getByLabelText('Reason (public)'), '  drand relays down for an hour ');
    await user.click(within(dialog).getByRole('button', { name: 'Draw without beacon' }));
    await findToast(
      `Drawn: ${winnersOf(drawnNow)
        .map((w) => w.name)
        .join(', ')}.`,
    );
    expect(body).toEqual({ reason: 'drand relays down for an hour' });
    expect(screen.queryByRole('dialog', { name: 'Draw without the public beacon' })).toBeNull();
  });

  it('cancels after a confirmation', async () => {
    const { user, writes } = setup({
      [`POST /admin/giveaways/${open._id}/cancel`]: ok({ ...open, state: 'cancelled' }),
    });
    await user.click(await screen.findByRole('button', { name: `Cancel ${open.title}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Cancel ${open.title}?` });
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel giveaway' }));
    await findToast(`${open.title} cancelled; paid tickets refunded.`);
    expect(writes()).toEqual([{ method: 'POST', path: `/admin/giveaways/${open._id}/cancel`, body: undefined }]);
  });
});
