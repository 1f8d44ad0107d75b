import {
  SUPPORT_KINDS_BY_PLATFORM,
  SUPPORT_PLATFORMS,
  SUPPORT_POINTS_MAX,
  type SupportEventView,
  type SupportKind,
  type SupportPlatform,
  type SupportRule,
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
    id: 'points',
    header: t('earning.support.col.points'),
    cellClassName: 'tabular-nums',
    cell: (e) => fmt().points(e.points),
  },
];

/** The table's inputs, one per kind of each platform. */
function RulesForm({ rules }: { rules: SupportRule[] }) {
  const save = useSaveSupportRules();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(rules.map((r) => [key(r.platform, r.kind), String(r.points)])),
  );
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const hint = t('earning.support.range', { min: fmt().number(0), max: fmt().number(SUPPORT_POINTS_MAX) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad: Record<string, boolean> = {};
    const next: SupportRule[] = rules.map((r) => {
      const raw = (values[key(r.platform, r.kind)] ?? '').trim();
      const points = Number(raw);
      if (!/^\d+$/.test(raw) || points > SUPPORT_POINTS_MAX) bad[key(r.platform, r.kind)] = true;
      return { platform: r.platform, kind: r.kind, points };
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

  return (
    <form onSubmit={submit} noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        {SUPPORT_PLATFORMS.map((platform) => (
          <fieldset key={platform} className="grid gap-2">
            <legend className="mb-1 font-semibold">{t(PLATFORM[platform])}</legend>
            {SUPPORT_KINDS_BY_PLATFORM[platform].map((kind) => {
              const k = key(platform, kind);
              const unit = KIND[platform][kind]?.unit;
              return (
                <label key={k} className="grid grid-cols-[1fr_7rem] items-center gap-x-3 gap-y-0.5 text-sm">
                  <span>
                    <span className="font-medium">{kindLabel(platform, kind)}</span>
                    {unit ? <span className="block text-xs text-muted">{t(unit)}</span> : null}
                  </span>
                  <input
                    inputMode="numeric"
                    name={k}
                    value={values[k] ?? ''}
                    aria-invalid={errors[k] ? true : undefined}
                    aria-describedby={errors[k] ? `${k}-error` : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
                    className="w-full rounded-md border border-border bg-bg px-3 py-2 tabular-nums"
                  />
                  {errors[k] ? (
                    <span id={`${k}-error`} className="col-span-2 text-xs text-danger">
                      {t('earning.support.invalid', { hint })}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted">{hint}</p>
      <Button type="submit" className="mt-3" disabled={save.isPending}>
        {t('earning.support.save')}
      </Button>
    </form>
  );
}

/** /admin/earning card: points per support event on Twitch and Kick, and the last events applied. */
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
