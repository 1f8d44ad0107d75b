import type { CasinoStanding, MilestoneProgress, MilestoneScope, WagerMilestone, WagerProgress } from '@app/contracts';
import { QueryState } from '@/components/ui/query-state';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useMoney, type Money } from '@/lib/money';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { useWagerProgress } from '../api/get-wager-progress';
import { rewardText, SCOPE_LABEL, thresholdText, tierSponsor } from '../format';
import { GrantBadge } from './grant-badge';

/** The tiers of one sponsor (or all together) and one scope, smallest threshold first. */
type Group = { key: string; sponsor: WagerMilestone['sponsor']; scope: MilestoneScope; items: MilestoneProgress[] };

/** A tier counts as reached once granted (a figure going down later takes nothing back) or at its threshold. */
const isReached = (p: MilestoneProgress) => p.grant !== null || p.wagerCents >= p.tier.threshold * 100;

/**
 * The tiers by sponsor and scope: the viewer's casinos in their order, all casinos together last; this
 * month before since verification.
 */
export function groupTiers(progress: WagerProgress): Group[] {
  const order = new Map(progress.standings.map((s, i) => [s.sponsor.slug, i]));
  const groups = new Map<string, Group>();
  for (const p of progress.tiers) {
    const key = `${p.tier.sponsor?.slug ?? '*'}:${p.tier.scope}`;
    const group = groups.get(key) ?? { key, sponsor: p.tier.sponsor, scope: p.tier.scope, items: [] };
    group.items.push(p);
    groups.set(key, group);
  }
  const rank = (g: Group) =>
    (g.sponsor ? (order.get(g.sponsor.slug) ?? order.size) : order.size + 1) * 2 + (g.scope === 'month' ? 0 : 1);
  return [...groups.values()]
    .map((g) => ({ ...g, items: [...g.items].sort((a, b) => a.tier.threshold - b.tier.threshold) }))
    .sort((a, b) => rank(a) - rank(b));
}

function StandingItem({ standing, month, money }: { standing: CasinoStanding; month: string; money: Money }) {
  const sponsor = standing.sponsor.name;
  return (
    <li data-testid="wager-standing" className="rounded-xl border border-border bg-surface-2/40 p-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{sponsor}</span>
        <span className="break-all text-sm text-muted">{standing.username}</span>
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-2 text-sm min-[400px]:grid-cols-2">
        <div>
          <dt className="text-xs text-muted">{t('wager-milestones.standing.month', { month })}</dt>
          <dd className="font-semibold tabular-nums">{money.cents(standing.monthCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('wager-milestones.standing.lifetime')}</dt>
          <dd className="font-semibold tabular-nums">{money.cents(standing.lifetimeCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm" data-testid="wager-standing-rank">
        {standing.rank !== null
          ? t('wager-milestones.standing.rank', { rank: fmt().number(standing.rank), sponsor })
          : t('wager-milestones.standing.unranked', { sponsor })}
      </p>
    </li>
  );
}

function TierItem({ progress: p, isNext, money }: { progress: MilestoneProgress; isNext: boolean; money: Money }) {
  const reached = isReached(p);
  const thresholdCents = p.tier.threshold * 100;
  const threshold = thresholdText(p.tier.threshold, money.currency);
  const wager = money.cents(p.wagerCents);
  const share = reached ? 1 : Math.min(1, p.wagerCents / thresholdCents);
  return (
    <li
      data-testid="milestone-tier"
      data-next={isNext ? 'true' : undefined}
      data-reached={reached ? 'true' : undefined}
      className={cn('rounded-xl border p-3', isNext ? 'border-accent bg-accent/10' : 'border-border bg-surface-2/40')}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 break-words">
          <span className="font-semibold tabular-nums">{threshold}</span>
          <span className="text-muted">{' · '}</span>
          <span>{rewardText(p.tier)}</span>
        </p>
        {p.grant ? (
          <GrantBadge status={p.grant.status} />
        ) : reached ? (
          <span className="inline-flex rounded bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
            {t('wager-milestones.progress.reached')}
          </span>
        ) : isNext ? (
          <span className="inline-flex rounded bg-accent px-2 py-0.5 text-xs font-semibold text-white">
            {t('wager-milestones.progress.next')}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t('wager-milestones.progress.barLabel', {
          sponsor: tierSponsor(p.tier),
          scope: t(SCOPE_LABEL[p.tier.scope]),
          threshold,
        })}
        aria-valuemin={0}
        aria-valuemax={p.tier.threshold}
        aria-valuenow={Math.min(p.tier.threshold, Math.floor(p.wagerCents / 100))}
        aria-valuetext={t('wager-milestones.progress.of', { wager, threshold })}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn('h-full rounded-full', reached ? 'bg-success' : 'bg-accent')}
          style={{ width: `${(share * 100).toFixed(2)}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-muted tabular-nums">
        {reached
          ? t('wager-milestones.progress.of', { wager, threshold })
          : t('wager-milestones.progress.toGo', {
              wager,
              threshold,
              left: money.cents(thresholdCents - p.wagerCents),
            })}
      </p>
    </li>
  );
}

function Progress({ data, money }: { data: WagerProgress; money: Money }) {
  const month = fmt().month(data.period);
  const groups = groupTiers(data);
  return (
    <div className="mt-2 grid gap-4">
      <p className="text-sm text-muted">{t('wager-milestones.card.text')}</p>
      {data.standings.length === 0 ? (
        <p className="text-sm" data-testid="wager-progress-unverified">
          {t('wager-milestones.card.unverified')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label={t('wager-milestones.standing.listLabel')}>
          {data.standings.map((s) => (
            <StandingItem key={s.sponsor.slug} standing={s} month={month} money={money} />
          ))}
        </ul>
      )}
      {groups.map((g) => {
        const next = g.items.find((p) => !isReached(p));
        const heading = t('wager-milestones.group', {
          sponsor: tierSponsor(g),
          scope: g.scope === 'month' ? month : t(SCOPE_LABEL.lifetime),
        });
        return (
          <section key={g.key} aria-label={heading} data-testid="milestone-group">
            <h3 className="mb-2 text-sm font-semibold">{heading}</h3>
            <ul className="grid grid-cols-1 gap-2">
              {g.items.map((p) => (
                <TierItem key={p.tier.id} progress={p} isNext={p === next} money={money} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * The profile's "Wager milestones" (issue 33), after the casino accounts card: per verified casino this
 * month's wager and place and the wager since verification; per tier the viewer's figure with a bar to
 * it, reached tiers with their grant, the next tier of each sponsor and scope standing out. Nothing for
 * a visitor, nor while there are neither tiers nor standings.
 */
export function WagerProgressCard() {
  const signedIn = useIsSignedIn();
  const query = useWagerProgress(signedIn === true);
  const money = useMoney();
  if (!signedIn || query.isPending) return null;
  if (query.data && query.data.tiers.length === 0 && query.data.standings.length === 0) return null;
  return (
    <section
      className="mt-6 max-w-2xl rounded-2xl border border-border bg-surface p-4 sm:p-6"
      aria-labelledby="wager-progress-title"
      data-testid="wager-progress-card"
    >
      <h2 id="wager-progress-title" className="text-lg font-bold">
        {t('wager-milestones.card.title')}
      </h2>
      <QueryState query={query} error={(err) => t('wager-milestones.card.loadFailed', { error: errorMessage(err) })}>
        {(data) => <Progress data={data} money={money} />}
      </QueryState>
    </section>
  );
}
