import type { GtbPrizeNoticeParams, Notice, WagerMilestoneNoticeParams } from '@app/contracts';
import { PartyPopperIcon } from 'lucide-react';
import { fmt, pointsText, t } from '@/i18n';
import { useMoney, type Money } from '@/lib/money';
import { useDismissNotice } from '@/lib/notices/dismiss-notice';
import { useNotices } from '@/lib/notices/get-notices';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';

const isInt = (v: unknown): v is number => Number.isInteger(v);
/** A GTB notice's figures, checked by hand (zod stays out of the page's chunks). */
function gtbParams(params: Notice['params']): GtbPrizeNoticeParams | null {
  if (!params) return null;
  const { place, huntIndex, guessCents, distanceCents, prizePoints, prizeText, affiliate } = params;
  if (![place, huntIndex, guessCents, distanceCents].every(isInt)) return null;
  if (!(prizePoints === null || isInt(prizePoints)) || !(prizeText === null || typeof prizeText === 'string'))
    return null;
  if (affiliate !== undefined && typeof affiliate !== 'boolean') return null;
  return params as GtbPrizeNoticeParams;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const orNull = (v: unknown, check: (v: unknown) => boolean) => v === null || check(v);
/** A wager milestone notice's figures, checked by hand like the GTB one. */
function milestoneParams(params: Notice['params']): WagerMilestoneNoticeParams | null {
  if (!params) return null;
  const { sponsor, threshold, scope, period, points, prize, status } = params;
  if (!isInt(threshold) || !orNull(sponsor, isText) || !orNull(points, isInt) || !orNull(prize, isText)) return null;
  if (scope !== 'month' && scope !== 'lifetime') return null;
  if (scope === 'month' ? !(isText(period) && /^\d{4}-\d{2}$/.test(period)) : period !== null) return null;
  if (status === 'prize' ? !isText(prize) : !(status === 'paid' || status === 'awaiting') || !isInt(points))
    return null;
  return params as WagerMilestoneNoticeParams;
}

/** A wager milestone reached: where and how much, then the reward and where it stands. */
function milestoneText(p: WagerMilestoneNoticeParams, money: Money): { title: string; body: string } {
  const values = {
    sponsor: p.sponsor ?? t('ui.notices.milestone.allCasinos'),
    threshold: fmt().money(p.threshold, money.currency, { whole: true }),
    month: p.period ? fmt().month(p.period) : '',
  };
  const milestone = t(p.scope === 'month' ? 'ui.notices.milestone.month' : 'ui.notices.milestone.lifetime', values);
  const body =
    p.status === 'prize'
      ? t('ui.notices.milestone.prize', { milestone, prize: p.prize ?? '' })
      : p.status === 'awaiting'
        ? t('ui.notices.milestone.awaiting', { milestone, points: pointsText(p.points ?? 0) })
        : t('ui.notices.milestone.paid', { milestone, points: pointsText(p.points ?? 0) });
  return { title: t('ui.notices.milestone.title', { threshold: values.threshold }), body };
}

/**
 * A notice in the reader's language, written from its figures; a kind this web does not know (or an
 * older notice without figures) shows the server's English text.
 */
function noticeText(notice: Notice, money: Money): { title: string; body: string } {
  if (notice.kind === 'wager_milestone') {
    const m = milestoneParams(notice.params);
    return m ? milestoneText(m, money) : { title: notice.title, body: notice.body };
  }
  const p = notice.kind === 'gtb_prize' ? gtbParams(notice.params) : null;
  if (!p) return { title: notice.title, body: notice.body };
  const guess =
    p.distanceCents === 0
      ? t('ui.notices.gtb.exact', { guess: money.cents(p.guessCents) })
      : t('ui.notices.gtb.off', { guess: money.cents(p.guessCents), distance: money.cents(p.distanceCents) });
  const body =
    p.prizePoints !== null
      ? t('ui.notices.gtb.points', { guess, points: pointsText(p.prizePoints) })
      : t('ui.notices.gtb.prize', { guess, prize: p.prizeText ?? '' });
  return {
    title: t('ui.notices.gtb.title', { place: p.place, hunt: p.huntIndex }),
    // The place's affiliate prize applied (ADR 059): said after the prize.
    body: p.affiliate ? `${body} ${t('ui.notices.gtb.affiliate')}` : body,
  };
}

/**
 * The signed-in user's notices (a prize won, …): read once per page load, shown one at a time in a
 * dialog; closing it in any way dismisses that notice on the server, so it never shows again.
 */
export default function NoticesDialog() {
  const notices = useNotices();
  const dismiss = useDismissNotice();
  const money = useMoney();
  const notice = notices.data?.notices[0];
  if (!notice) return null;
  const { title, body } = noticeText(notice, money);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : dismiss.mutate(notice.id))}>
      <DialogContent title={title} description={body} data-testid="notice-dialog">
        <div className="flex items-center justify-between gap-3">
          <PartyPopperIcon aria-hidden="true" className="size-8 text-yellow-400" />
          <Button onClick={() => dismiss.mutate(notice.id)}>{t('ui.notices.gotIt')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
