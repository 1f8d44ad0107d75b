import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, signedInPage, test, toasts } from './support/fixtures';

/*
 * The stream schedule (issue 34, item 7): the admin writes two streams on /admin/hunt; the home page
 * and /stream/live (the channel is offline on this server) show the next one with a ticking countdown
 * at desktop and phone sizes, and its calendar link serves the week as text/calendar.
 * The schedule is global: no other spec reads it.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const noHorizontalOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

const seriousViolations = async (page: Page, include: string) => {
  const { violations } = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

test('the admin saves two streams; home and /stream/live count down to the next; the .ics link serves a calendar', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, 'admin');
  await admin.goto('/admin/hunt');
  const card = admin.getByRole('region', { name: 'Stream schedule' });
  await expect(card).toBeVisible();
  // Start from an empty week whatever an earlier run left.
  for (let n = await card.getByRole('button', { name: /^Remove stream/ }).count(); n > 0; n--)
    await card
      .getByRole('button', { name: /^Remove stream/ })
      .first()
      .click();
  await card.getByRole('button', { name: 'Add a stream' }).click();
  await card.getByRole('button', { name: 'Add a stream' }).click();
  const first = card.getByRole('group', { name: 'Stream 1' });
  await first.getByLabel('Weekday').selectOption({ label: 'Friday' });
  await first.getByLabel('Time (Lisbon)').fill('21:30');
  await first.getByLabel('Platform').selectOption({ label: 'Kick' });
  await first.getByLabel('Title').fill('Friday bonus hunt');
  const second = card.getByRole('group', { name: 'Stream 2' });
  await second.getByLabel('Weekday').selectOption({ label: 'Tuesday' });
  await second.getByLabel('Time (Lisbon)').fill('20:00');
  await second.getByLabel('Title').fill('Tuesday slots');
  await card.getByRole('button', { name: 'Save the schedule' }).click();
  await expect(toasts(admin)).toContainText('Schedule saved.');
  expect(await seriousViolations(admin, 'main')).toEqual([]);
  await card.screenshot({ path: test.info().outputPath('schedule-editor.png') });

  const schedule = await (await admin.request.get('/api/v1/stream/schedule')).json();
  expect(schedule.slots.map((s: { title: string }) => s.title)).toEqual(['Tuesday slots', 'Friday bonus hunt']);
  const next = schedule.next as { title: string; platform: 'twitch' | 'kick' };
  const expected = new RegExp(
    `^${next.title} on ${next.platform === 'kick' ? 'Kick' : 'Twitch'}, (Tuesday 20:00|Friday 21:30) \\(Lisbon\\)$`,
  );
  await admin.context().close();

  for (const viewport of [DESKTOP, MOBILE]) {
    const context = await browser.newContext({ baseURL, viewport });
    await context.addCookies([{ name: 'age', value: 'true', url: baseURL! }]);
    const page = await context.newPage();
    for (const path of ['/', '/stream/live']) {
      await page.goto(path);
      const region = page.getByRole('region', { name: 'Next stream' });
      await expect(region).toBeVisible();
      await expect(region.getByText(expected)).toBeVisible();
      const countdown = region.getByTestId('next-stream-countdown');
      const before = await countdown.textContent();
      expect(before).toMatch(/\d+ h \d{2} min \d{2} s$/);
      await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });
      await noHorizontalOverflow(page);
      expect(await seriousViolations(page, '[data-testid="next-stream"]')).toEqual([]);
      if (viewport === MOBILE)
        await region.screenshot({ path: test.info().outputPath(`next-stream${path.replace(/\W/g, '-')}.png`) });
    }
    // The calendar link: the week as an iCalendar feed.
    const link = page.getByRole('region', { name: 'Next stream' }).getByRole('link', { name: /calendar/ });
    const href = await link.getAttribute('href');
    expect(href).toBe('/schedule.ics');
    const ics = await page.request.get(href!);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('RRULE:FREQ=WEEKLY');
    expect(text).toMatch(/DTSTART;TZID=Europe\/Lisbon:\d{8}T213000/);
    expect(text).toContain('SUMMARY:Friday bonus hunt (Kick)');
    await context.close();
  }
});
