import {
  SUPPORT_KINDS_BY_PLATFORM,
  SUPPORT_PLATFORMS,
  SUPPORT_POINTS_MAX,
  SUPPORT_REWARDS,
  SUPPORT_TICKETS_MAX,
  type SupportEventView,
  type SupportKind,
  type SupportPlatform,
  type SupportReward,
  type SupportRule,
  type SupportTicketSkip,
} from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { fmt, t, type MessageId } from '@/i18n';
import { formatTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useSaveSupportRules, useSupportRewards } from '../api/support-rewards';

const PLATFORM: Record<SupportPlatform, MessageId> = {
  twitch: 'earning.support.twitch',
  kick: 'earning.support.kick',
};

/** A kind's name on a platform (Kick's resub is a renewal) and its unit. */
const KIND: Record<SupportPlatform, Partial<Record<SupportKind, { kindId: MessageId; unit: MessageId }>>> = {
  twitch: {
    sub: { kindId: 'earning.support.kind.sub', unit: 'earning.support.unit.perSub' },
    resub: { kindId: 'earning.support.kind.resub', unit: 'earning.support.unit.perResub' },
    gift: { kindId: 'earning.support.kind.gift', unit: 'earning.support.unit.perGift' },
    cheer: { kindId: 'earning.support.kind.cheer', unit: 'earning.support.unit.per100Bits' },
    follow: { kindId: 'earning.support.kind.follow', unit: 'earning.support.unit.perFollow' },
  },
  kick: {
    sub: { kindId: 'earning.support.kind.sub', unit: 'earning.support.unit.perSub' },
    resub: { kindId: 'earning.support.kind.renewal', unit: 'earning.support.unit.perResub' },
    gift: { kindId: 'earning.support.kind.gift', unit: 'earning.support.unit.perGift' },
    kicks: { kindId: 'earning.support.kind.kicks', unit: 'earning.support.unit.perKick' },
    follow: { kindId: 'earning.support.kind.follow', unit: 'earning.support.unit.perFollow' },
  },
};

const kindLabel = (platform: SupportPlatform, kind: SupportKind) => {
  const k = KIND[platform][kind];
  return k ? t(k.kindId) : kind;
};

/** What an event carried, in the screen's language: "5 gifted subs", "250 bits", "100 kicks". */
function eventText(e: SupportEventView): string {
  const n = fmt().number(e.amount);
  switch (e.kind) {
    case 'gift':
      return t('earning.support.event.gift', { count: e.amount, n });
    case 'cheer':
      return t('earning.support.event.cheer', { count: e.amount, n });
    case 'kicks':
      return t('earning.support.event.kicks', { count: e.amount, n });
    default:
      return kindLabel(e.platform, e.kind);
  }
}

const key = (platform: SupportPlatform, kind: SupportKind) => `${platform}.${kind}`;

const REWARD: Record<SupportReward, MessageId> = {
  points: 'earning.support.reward.points',
  tickets: 'earning.support.reward.tickets',
};

const SKIP: Record<SupportTicketSkip, MessageId> = {
  no_open_giveaway: 'earning.support.skip.no_open_giveaway',
  not_eligible: 'earning.support.skip.not_eligible',
  max_tickets: 'earning.support.skip.max_tickets',
};

/** What an event gave: its points, its tickets and their giveaway, or why a tickets reward gave none. */
function rewardText(e: SupportEventView): string {
  if (e.reward === 'points') return fmt().points(e.points);
  const giveaway = e.giveaway?.title ?? '';
  if (e.skip) return t(SKIP[e.skip], { giveaway });
  return t('earning.support.ticketsIn', { count: e.tickets, n: fmt().number(e.tickets), giveaway });
}

/** The allowed amounts of a reward, as the hint says them. */
const rangeHint = (reward: SupportReward) =>
  reward === 'tickets'
    ? t('earning.support.rangeTickets', { min: fmt().number(0), max: fmt().number(SUPPORT_TICKETS_MAX) })
    : t('earning.support.range', { min: fmt().number(0), max: fmt().number(SUPPORT_POINTS_MAX) });
const maxOf = (reward: SupportReward) => (reward === 'tickets' ? SUPPORT_TICKETS_MAX : SUPPORT_POINTS_MAX);

const eventColumns = (): Column<SupportEventView>[] => [
  {
    id: 'time',
    header: t('earning.support.col.time'),
    cellClassName: 'whitespace-nowrap',
    cell: (e) => formatTime(e.at),
  },
  { id: 'platform', header: t('earning.support.col.platform'), cell: (e) => t(PLATFORM[e.platform]) },
  { id: 'viewer', header: t('earning.support.col.viewer'), cellClassName: 'break-all', cell: (e) => e.login },
  { id: 'event', header: t('earning.support.col.event'), cell: (e) => eventText(e) },
  {
    id: 'reward',
    header: t('earning.support.col.reward'),
    cellClassName: 'tabular-nums',
    cell: (e) => rewardText(e),
  },
];

/** The table's controls, per kind of each platform: its reward (points or giveaway tickets) and amount per unit. */
function RulesForm({ rules }: { rules: SupportRule[] }) {
  const save = useSaveSupportRules();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(rules.map((r) => [key(r.platform, r.kind), String(r.points)])),
  );
  const [rewards, setRewards] = useState<Record<string, SupportReward>>(() =>
    Object.fromEntries(rules.map((r) => [key(r.platform, r.kind), r.reward])),
  );
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const rewardOf = (k: string): SupportReward => rewards[k] ?? 'points';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad: Record<string, boolean> = {};
    const next: SupportRule[] = rules.map((r) => {
      const k = key(r.platform, r.kind);
      const raw = (values[k] ?? '').trim();
      const points = Number(raw);
      const reward = rewardOf(k);
      if (!/^\d+$/.test(raw) || points > maxOf(reward)) bad[k] = true;
      return { platform: r.platform, kind: r.kind, reward, points };
    });
    setErrors(bad);
    if (Object.keys(bad).length) return;
    save.mutate(
      { rules: next },
      {
        onSuccess: () => toast({ description: t('earning.support.saved'), variant: 'success' }),
        onError: (err) => toast({ description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };

  const control = 'w-full rounded-md border border-border bg-bg px-2 py-2';
  return (
    <form onSubmit={submit} noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        {SUPPORT_PLATFORMS.map((platform) => (
          <fieldset key={platform} className="grid gap-2">
            <legend className="mb-1 font-semibold">{t(PLATFORM[platform])}</legend>
            {SUPPORT_KINDS_BY_PLATFORM[platform].map((kind) => {
              const k = key(platform, kind);
              const unit = KIND[platform][kind]?.unit;
              const name = kindLabel(platform, kind);
              return (
                <div
                  key={k}
                  className="grid grid-cols-[1fr_8.5rem_5.5rem] items-center gap-x-2 gap-y-0.5 text-sm"
                  data-testid={`support-rule-${k}`}
                >
                  <span>
                    <span className="font-medium">{name}</span>
                    {unit ? <span className="block text-xs text-muted">{t(unit)}</span> : null}
                  </span>
                  <select
                    name={`${k}.reward`}
                    aria-label={t('earning.support.rewardFor', { kind: name })}
                    value={rewardOf(k)}
                    onChange={(e) => setRewards((r) => ({ ...r, [k]: e.target.value as SupportReward }))}
                    className={control}
                  >
                    {SUPPORT_REWARDS.map((reward) => (
                      <option key={reward} value={reward}>
                        {t(REWARD[reward])}
                      </option>
                    ))}
                  </select>
                  <input
                    inputMode="numeric"
                    name={k}
                    aria-label={t('earning.support.amountFor', { kind: name })}
                    value={values[k] ?? ''}
                    aria-invalid={errors[k] ? true : undefined}
                    aria-describedby={errors[k] ? `${k}-error` : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
                    className={`${control} tabular-nums`}
                  />
                  {errors[k] ? (
                    <span id={`${k}-error`} className="col-span-3 text-xs text-danger">
                      {t('earning.support.invalid', { hint: rangeHint(rewardOf(k)) })}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted">
        {rangeHint('points')} {rangeHint('tickets')}
      </p>
      <p className="mt-1 text-xs text-muted" data-testid="support-tickets-note">
        {t('earning.support.ticketsNote')}
      </p>
      <Button type="submit" className="mt-3" disabled={save.isPending}>
        {t('earning.support.save')}
      </Button>
    </form>
  );
}

/** /admin/earning card: points or giveaway tickets per support event on Twitch and Kick, and the last events applied. */
export function SupportRewardsCard() {
  const query = useSupportRewards();
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="support-rewards">
      <h2 id="support-rewards" className="text-lg font-bold">
        {t('earning.support.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('earning.support.intro')}</p>
      <QueryState
        query={query}
        className="text-danger"
        error={(error) => t('earning.support.loadFailed', { error: errorMessage(error) })}
      >
        {(data) => (
          <>
            <RulesForm key={JSON.stringify(data.rules)} rules={data.rules} />
            <h3 className="mt-5 mb-2 font-semibold">{t('earning.support.recent')}</h3>
            {data.recent.length === 0 ? (
              <p className="py-4 text-center text-sm text-muted">{t('earning.support.empty')}</p>
            ) : (
              <DataTable
                variant="compact"
                columns={eventColumns()}
                rows={data.recent}
                rowKey={(e) => `${e.platform}:${e.at}:${e.login}:${e.kind}`}
                data-testid="support-events"
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
