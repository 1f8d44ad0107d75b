import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { fmt, pointsText, t, Trans } from '@/i18n';
import { ActionIllustrations } from '../components/action-illustrations';
import { strategyTables, StrategyLegend, StrategyTable } from '../components/strategy-chart';
import { PayTable } from '../components/pay-table';

/** The markup the page's messages use: <b>bold</b> and <em>a title</em>. */
const rich = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  em: (chunks: ReactNode[]) => <em>{chunks}</em>,
};
/** The long-run return and house edge of the main game, and the side bets' edges (as shares). */
const percent = (ratio: number, digits: number) => fmt().percent(ratio, digits);

export default function BlackjackChartPage() {
  const returnValues = { rtp: percent(0.9943, 2), edge: percent(0.0057, 2) };
  return (
    <article className="grid gap-8">
      <div>
        <PageTitle subtitle={t('tools.blackjack.subtitle')}>{t('tools.blackjack.title')}</PageTitle>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link
            to="/minigames/blackjack"
            className="rounded-lg bg-accent px-4 py-2 font-semibold text-white hover:bg-accent-strong"
          >
            {t('tools.blackjack.play')}
          </Link>
          <a href="#rules" className="rounded-lg border border-border px-4 py-2 font-semibold hover:bg-surface-2">
            {t('tools.blackjack.readRules')}
          </a>
        </div>
      </div>

      <section aria-labelledby="chart-title" className="grid gap-4">
        <div>
          <h2 id="chart-title" className="text-xl font-bold">
            {t('tools.blackjack.chartTitle')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm leading-6 text-fg/80">{t('tools.blackjack.chartIntro')}</p>
        </div>
        <StrategyLegend />
        <div className="grid gap-4 xl:grid-cols-2">
          {strategyTables().map((table) => (
            <StrategyTable key={table.id} table={table} />
          ))}
          <div className="grid content-start gap-2 rounded-xl border border-border bg-surface p-4 text-sm leading-6 text-fg/80">
            <h3 className="font-semibold text-fg">{t('tools.blackjack.readingTitle')}</h3>
            <p>
              <Trans id="tools.blackjack.readingCodes" values={rich} />
            </p>
            <p>{t('tools.blackjack.readingInsurance')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="moves-title" className="grid gap-4">
        <h2 id="moves-title" className="text-xl font-bold">
          {t('tools.blackjack.movesTitle')}
        </h2>
        <ActionIllustrations />
      </section>

      <section aria-labelledby="history-title" className="prose-page max-w-3xl space-y-3">
        <h2 id="history-title" className="mt-0! text-xl! font-bold!">
          {t('tools.blackjack.historyTitle')}
        </h2>
        <p>
          <Trans id="tools.blackjack.history1" values={rich} />
        </p>
        <p>{t('tools.blackjack.history2')}</p>
        <p>
          <Trans id="tools.blackjack.history3" values={rich} />
        </p>
      </section>

      <section id="rules" aria-labelledby="rules-title" className="prose-page max-w-3xl scroll-mt-20 space-y-3">
        <h2 id="rules-title" className="mt-0! text-xl! font-bold!">
          {t('tools.blackjack.rulesTitle')}
        </h2>
        <p>{t('tools.blackjack.rulesIntro')}</p>
        <ul>
          <li>
            <Trans id="tools.blackjack.ruleDeck" values={rich} />
          </li>
          <li>
            <Trans id="tools.blackjack.rulePays" values={rich} />
          </li>
          <li>
            <Trans id="tools.blackjack.ruleDealerStands" values={rich} />
          </li>
          <li>
            <Trans id="tools.blackjack.ruleDealerPeeks" values={rich} />
          </li>
          <li>
            <Trans id="tools.blackjack.ruleDouble" values={rich} />
          </li>
          <li>
            <Trans id="tools.blackjack.ruleSplit" values={rich} />
          </li>
          <li>
            <Trans id="tools.blackjack.ruleNoInsurance" values={rich} />
          </li>
          <li>{t('tools.blackjack.ruleMaxWin', { points: pointsText(100_000) })}</li>
        </ul>
        <p>
          <Trans
            id="tools.blackjack.rulesReturn"
            values={{
              ...returnValues,
              link: (chunks: ReactNode[]) => <Link to="/fairness">{chunks}</Link>,
            }}
          />
        </p>

        <h3>{t('tools.blackjack.sideBetsTitle')}</h3>
        <p>{t('tools.blackjack.sideBetsText')}</p>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <PayTable
            caption={t('tools.blackjack.perfectPairsCaption')}
            rows={[
              [t('tools.blackjack.perfectPair'), 25],
              [t('tools.blackjack.colouredPair'), 10],
              [t('tools.blackjack.mixedPair'), 5],
            ]}
          />
          <PayTable
            caption={t('tools.blackjack.twentyOnePlusThreeCaption')}
            rows={[
              [t('tools.blackjack.suitedTrips'), 100],
              [t('tools.blackjack.straightFlush'), 40],
              [t('tools.blackjack.threeOfAKind'), 30],
              [t('tools.blackjack.straight'), 10],
              [t('tools.blackjack.flush'), 5],
            ]}
          />
        </div>
        <p>
          {t('tools.blackjack.sideBetsEdge', {
            perfectPairs: percent(0.0577, 2),
            twentyOnePlusThree: percent(0.00825, 3),
          })}
        </p>
      </section>

      <section aria-labelledby="why-title" className="prose-page max-w-3xl space-y-3">
        <h2 id="why-title" className="mt-0! text-xl! font-bold!">
          {t('tools.blackjack.whyTitle')}
        </h2>
        <p>{t('tools.blackjack.why1')}</p>
        <p>{t('tools.blackjack.why2', returnValues)}</p>
        <ul>
          <li>{t('tools.blackjack.whyEdge', returnValues)}</li>
          <li>{t('tools.blackjack.whyHands')}</li>
          <li>{t('tools.blackjack.whyEmotion')}</li>
        </ul>
        <p>{t('tools.blackjack.whyOutro')}</p>
      </section>
    </article>
  );
}
