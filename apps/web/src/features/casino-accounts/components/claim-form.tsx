import { CASINO_USERNAME_MAX, hasControlCharacters, type CasinoSponsor } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useClaimCasinoAccount } from '../api/claim-casino-account';

const input =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger';

/** The refusal in one sentence: the name's rule when the server names the name, else the code's sentence. */
function refusal(err: unknown): string {
  if (err instanceof ApiError && err.fields?.username) return t('casino-accounts.form.usernameInvalid');
  return errorMessage(err);
}

/** Pick a casino the viewer has no live claim at, type the name, Claim. */
export function ClaimForm({ sponsors }: { sponsors: CasinoSponsor[] }) {
  const [sponsor, setSponsor] = useState('');
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimCasinoAccount();
  const sponsorId = useId();
  const nameId = useId();
  const errorId = useId();
  const chosen = sponsors.some((s) => s.slug === sponsor) ? sponsor : (sponsors[0]?.slug ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's rule (casinoUsernameSchema), checked by hand: zod stays out of the page's chunks.
    const name = username.trim();
    if (!name || name.length > CASINO_USERNAME_MAX || hasControlCharacters(name)) {
      setError(t('casino-accounts.form.usernameInvalid'));
      return;
    }
    setError(null);
    claim.mutate(
      { sponsor: chosen, username: name },
      {
        onSuccess: (made) => {
          setUsername('');
          const values = { username: made.username, sponsor: made.sponsor.name };
          toast({
            variant: 'success',
            description:
              made.state === 'verified'
                ? t('casino-accounts.form.claimedVerified', values)
                : t('casino-accounts.form.claimedPending', values),
          });
        },
        onError: (err) => setError(refusal(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="casino-claim-form">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1 text-sm">
          <label htmlFor={sponsorId} className="font-semibold">
            {t('casino-accounts.form.sponsor')}
          </label>
          <select id={sponsorId} className={input} value={chosen} onChange={(e) => setSponsor(e.target.value)}>
            {sponsors.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={nameId} className="font-semibold">
            {t('casino-accounts.form.username')}
          </label>
          <input
            id={nameId}
            className={input}
            value={username}
            maxLength={CASINO_USERNAME_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('casino-accounts.form.usernamePlaceholder')}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setUsername(e.target.value);
              setError(null);
            }}
          />
        </div>
        <Button type="submit" disabled={claim.isPending || !chosen}>
          {t('casino-accounts.form.submit')}
        </Button>
      </div>
      <FormError id={errorId}>{error}</FormError>
    </form>
  );
}
