import { GIVEAWAY_MAX_WINNERS } from '@app/contracts';
import {
  useVerifierForm,
  VerifierField,
  VerifierFooter,
  verifierInputClass as field,
} from '@/components/verifier-form';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { verifyGiveaway, type GiveawayVerification } from '@/lib/giveaway-verify';
import { VerificationView } from './verification-view';

type Form = { serverSeed: string; entries: string; picks: string; hash: string; randomness: string };

/** The published test vector (docs/games.md#giveaway-draws): anyone can see the verifier at work. */
const EXAMPLE: Form = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  entries: 'a:1\nb:3\nc:2',
  picks: '3',
  hash: '',
  randomness: '',
};
const EMPTY: Form = { serverSeed: '', entries: '', picks: '1', hash: '', randomness: '' };

/** A draw may be checked past its winners (rerolls are further picks). */
const MAX_PICKS = GIVEAWAY_MAX_WINNERS * 2;

function check(form: Form): { errors: Partial<Record<keyof Form, string>> } | { result: GiveawayVerification } {
  const errors: Partial<Record<keyof Form, string>> = {};
  const picks = Number(form.picks);
  if (form.serverSeed.trim() === '') errors.serverSeed = t('giveaways.manual.seedRequired');
  if (form.entries.trim() === '') errors.entries = t('giveaways.manual.entriesRequired');
  if (!Number.isInteger(picks) || picks < 1 || picks > MAX_PICKS)
    errors.picks = t('giveaways.manual.picksRange', { max: fmt().number(MAX_PICKS) });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    result: verifyGiveaway({
      serverSeed: form.serverSeed,
      entriesText: form.entries,
      picks,
      expectedHash: form.hash,
      randomness: form.randomness,
    }),
  };
}

/** Paste a server seed, an entry list and a number of picks: the draw is computed here, nothing is sent. */
export function ManualVerifier() {
  const v = useVerifierForm({ empty: EMPTY, example: EXAMPLE, check });
  const id = (name: keyof Form) => v.fieldProps(name).id;
  return (
    <form
      onSubmit={v.onSubmit}
      noValidate
      aria-label={t('giveaways.manual.formLabel')}
      className="grid grid-cols-1 gap-4"
    >
      <VerifierField htmlFor={id('serverSeed')} label={t('giveaways.manual.serverSeed')} error={v.errors.serverSeed}>
        <input
          className={cn(field, 'font-mono')}
          autoComplete="off"
          spellCheck={false}
          {...v.fieldProps('serverSeed')}
        />
      </VerifierField>
      <VerifierField
        htmlFor={id('entries')}
        label={t('giveaways.manual.entries')}
        hint={t('giveaways.manual.entriesHint')}
        error={v.errors.entries}
      >
        <textarea className={cn(field, 'h-32 py-2 font-mono')} spellCheck={false} {...v.fieldProps('entries')} />
      </VerifierField>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <VerifierField htmlFor={id('picks')} label={t('giveaways.manual.picks')} error={v.errors.picks}>
          <input className={field} inputMode="numeric" autoComplete="off" {...v.fieldProps('picks')} />
        </VerifierField>
        <VerifierField htmlFor={id('hash')} label={t('giveaways.seedHash')} hint={t('giveaways.manual.hashHint')}>
          <input className={cn(field, 'font-mono')} autoComplete="off" spellCheck={false} {...v.fieldProps('hash')} />
        </VerifierField>
      </div>
      <VerifierField
        htmlFor={id('randomness')}
        label={t('giveaways.manual.randomness')}
        hint={t('giveaways.manual.randomnessHint')}
      >
        <input
          className={cn(field, 'font-mono')}
          autoComplete="off"
          spellCheck={false}
          {...v.fieldProps('randomness')}
        />
      </VerifierField>
      <VerifierFooter
        submitLabel={t('giveaways.manual.submit')}
        onExample={v.fillExample}
        result={v.result ? <VerificationView result={v.result} /> : null}
      />
    </form>
  );
}
