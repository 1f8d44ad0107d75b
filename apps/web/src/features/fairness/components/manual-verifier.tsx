import { MAX_MINES, MIN_MINES } from '@app/contracts/limits';
import {
  useVerifierForm,
  VerifierField,
  VerifierFooter,
  verifierInputClass as field,
  verifierLabelClass as labelClass,
} from '@/components/verifier-form';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { verifyGame, type Verification } from '../verify';
import { VerificationResult } from './verification-result';

type Kind = 'mines' | 'blackjack';
type Form = { kind: Kind; serverSeed: string; clientSeed: string; nonce: string; mines: string; hash: string };

/** The known answer published with the scheme (docs/games.md#known-answer), so anyone can see the verifier at work. */
const EXAMPLE: Form = {
  kind: 'mines',
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: '1',
  mines: '3',
  hash: '92a94e8c23510695d92e123725ecd728e54bd251c0ec4b4c422bd16aa34567f9',
};
const EMPTY: Form = { kind: 'mines', serverSeed: '', clientSeed: '', nonce: '0', mines: '3', hash: '' };

function check(form: Form): { errors: Partial<Record<keyof Form, string>> } | { result: Verification } {
  const errors: Partial<Record<keyof Form, string>> = {};
  const nonce = Number(form.nonce);
  const mines = Number(form.mines);
  if (form.serverSeed.trim() === '') errors.serverSeed = t('fairness.verifier.serverSeedMissing');
  if (form.clientSeed === '' || form.clientSeed.length > 64)
    errors.clientSeed = t('fairness.verifier.clientSeedInvalid');
  if (form.nonce.trim() === '' || !Number.isSafeInteger(nonce) || nonce < 0)
    errors.nonce = t('fairness.verifier.nonceInvalid');
  if (form.kind === 'mines' && (!Number.isInteger(mines) || mines < MIN_MINES || mines > MAX_MINES))
    errors.mines = t('fairness.verifier.minesRange', { min: MIN_MINES, max: MAX_MINES });
  if (Object.keys(errors).length > 0) return { errors };
  const common = { serverSeed: form.serverSeed.trim(), clientSeed: form.clientSeed, nonce, expectedHash: form.hash };
  return {
    result:
      form.kind === 'mines'
        ? verifyGame({ kind: 'mines', ...common, mines })
        : verifyGame({ kind: 'blackjack', ...common }),
  };
}

/** Anyone can recompute any game here: nothing is sent, the engine runs in the browser. */
export function ManualVerifier() {
  const v = useVerifierForm({ empty: EMPTY, example: EXAMPLE, check });
  const { form, set } = v;
  const id = (name: keyof Form) => v.fieldProps(name).id;

  return (
    <form onSubmit={v.onSubmit} noValidate aria-label={t('fairness.verify.title')} className="grid gap-4">
      <fieldset className="grid gap-1.5">
        <legend className={cn(labelClass, 'mb-1.5')}>{t('fairness.verifier.game')}</legend>
        <div className="flex gap-2">
          {(['mines', 'blackjack'] as const).map((kind) => (
            <label
              key={kind}
              className={cn(
                'flex h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                form.kind === kind ? 'border-accent bg-accent/15' : 'border-border bg-surface-2',
              )}
            >
              <input
                type="radio"
                name={`${v.id}-kind`}
                value={kind}
                checked={form.kind === kind}
                onChange={() => set({ kind })}
                className="accent-accent"
              />
              {kind === 'mines' ? t('fairness.game.mines') : t('fairness.game.blackjack')}
            </label>
          ))}
        </div>
      </fieldset>

      <VerifierField htmlFor={id('serverSeed')} label={t('fairness.seed.server')} error={v.errors.serverSeed}>
        <input
          className={cn(field, 'font-mono')}
          autoComplete="off"
          spellCheck={false}
          {...v.fieldProps('serverSeed')}
        />
      </VerifierField>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem_8rem]">
        <VerifierField htmlFor={id('clientSeed')} label={t('fairness.seed.client')} error={v.errors.clientSeed}>
          <input
            className={cn(field, 'font-mono')}
            autoComplete="off"
            spellCheck={false}
            {...v.fieldProps('clientSeed')}
          />
        </VerifierField>
        <VerifierField htmlFor={id('nonce')} label={t('fairness.seed.nonce')} error={v.errors.nonce}>
          <input className={field} inputMode="numeric" autoComplete="off" {...v.fieldProps('nonce')} />
        </VerifierField>
        {form.kind === 'mines' ? (
          <VerifierField htmlFor={id('mines')} label={t('fairness.verifier.mines')} error={v.errors.mines}>
            <input className={field} inputMode="numeric" autoComplete="off" {...v.fieldProps('mines')} />
          </VerifierField>
        ) : null}
      </div>
      <VerifierField htmlFor={id('hash')} label={t('fairness.seed.hash')} hint={t('fairness.verifier.hashHint')}>
        <input className={cn(field, 'font-mono')} autoComplete="off" spellCheck={false} {...v.fieldProps('hash')} />
      </VerifierField>

      <VerifierFooter
        submitLabel={t('fairness.verify.button')}
        onExample={v.fillExample}
        result={v.result ? <VerificationResult result={v.result} /> : null}
      />
    </form>
  );
}
