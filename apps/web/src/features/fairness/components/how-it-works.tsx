import type { ReactNode } from 'react';
import { Trans, t } from '@/i18n';

const tags = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  code: (chunks: ReactNode[]) => <code>{chunks}</code>,
};

/** The scheme in plain words (docs/games.md has the full detail). */
export function HowItWorks() {
  return (
    <div className="prose-page max-w-none">
      <p>
        <Trans id="fairness.how.intro" values={tags} />
      </p>
      <h3>{t('fairness.how.numbersTitle')}</h3>
      <p>
        <Trans id="fairness.how.numbers" values={tags} />
      </p>
      <h3>{t('fairness.game.mines')}</h3>
      <p>{t('fairness.how.mines')}</p>
      <h3>{t('fairness.game.blackjack')}</h3>
      <p>{t('fairness.how.blackjack')}</p>
      <h3>{t('fairness.how.checkTitle')}</h3>
      <ul>
        <li>{t('fairness.how.checkHash')}</li>
        <li>{t('fairness.how.checkGame')}</li>
        <li>{t('fairness.how.checkClientSeed')}</li>
      </ul>
    </div>
  );
}
