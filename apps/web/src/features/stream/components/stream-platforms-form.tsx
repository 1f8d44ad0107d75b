import { PLATFORM_NAMES, PLATFORMS, type Platform, type StreamPlatforms } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useStreamPlatforms } from '../api/get-stream-platforms';
import { useSaveStreamPlatforms } from '../api/save-stream-platforms';
import { SettingsCard } from './settings-card';

/** What a refused field means, by the field the server names (streamPlatformsSchema's rules). */
const FIELD_REFUSALS: Record<string, MessageId> = {
  platforms: 'stream.platforms.refusedPlatforms',
  primary: 'stream.platforms.refusedPrimary',
};

/** The server's refusal in one sentence: the rule of the field it names, else the usual sentence for the cause. */
function refusal(err: unknown): string {
  if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.fields) {
    const field = Object.keys(err.fields)[0]?.split('.')[0];
    const message = field === undefined ? undefined : FIELD_REFUSALS[field];
    if (message) return t(message);
  }
  return errorMessage(err);
}

/**
 * Ticking or unticking a platform. The primary stays one of the ticked platforms when it can: it moves
 * to the one left when the primary is unticked, and to the first one ticked when there was none.
 */
function toggle(value: StreamPlatforms, platform: Platform, on: boolean): StreamPlatforms {
  const platforms = PLATFORMS.filter((p) => (p === platform ? on : value.platforms.includes(p)));
  const primary = platforms.includes(value.primary) ? value.primary : (platforms[0] ?? value.primary);
  return { platforms, primary };
}

/**
 * /admin/hunt: where the channel streams (Twitch, Kick or both) and which platform is the primary one.
 * The header's Live badge, the floating player and /stream/live follow it.
 */
export function StreamPlatformsForm() {
  const current = useStreamPlatforms();
  const save = useSaveStreamPlatforms();
  const [draft, setDraft] = useState<StreamPlatforms | null>(null);
  const [error, setError] = useState<string | null>(null);
  const radioName = useId();
  const errorId = useId();

  return (
    <SettingsCard
      title={t('stream.platforms.title')}
      intro={t('stream.platforms.intro')}
      query={current}
      loadFailed={(error) => t('stream.platforms.loadFailed', { error })}
    >
      {(saved) => {
        const value = draft ?? saved;
        const change = (next: StreamPlatforms) => {
          setDraft(next);
          setError(null);
        };
        const submit = (event: FormEvent) => {
          event.preventDefault();
          setError(null);
          save.mutate(value, {
            onSuccess: () => {
              setDraft(null);
              toast({ variant: 'success', description: t('stream.platforms.saved') });
            },
            onError: (err) => setError(refusal(err)),
          });
        };
        return (
          <form onSubmit={submit} noValidate className="mt-3 grid gap-3" aria-describedby={error ? errorId : undefined}>
            <div className="flex flex-wrap gap-6">
              <fieldset>
                <legend className="text-sm font-semibold">{t('stream.platforms.platforms')}</legend>
                <div className="mt-1 flex gap-4">
                  {PLATFORMS.map((p) => (
                    <label key={p} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={value.platforms.includes(p)}
                        onChange={(e) => change(toggle(value, p, e.target.checked))}
                        className="size-4 accent-[var(--color-accent)]"
                      />
                      {PLATFORM_NAMES[p]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="text-sm font-semibold">{t('stream.platforms.primary')}</legend>
                <div className="mt-1 flex gap-2">
                  {PLATFORMS.map((p) => {
                    const usable = value.platforms.includes(p);
                    return (
                      <label
                        key={p}
                        className={cn(
                          'flex items-center gap-2 rounded-lg border px-3 py-1 text-sm',
                          value.primary === p && usable ? 'border-accent bg-accent/15' : 'border-border',
                          usable ? 'cursor-pointer' : 'opacity-50',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${radioName}-primary`}
                          value={p}
                          checked={value.primary === p}
                          disabled={!usable}
                          onChange={() => change({ ...value, primary: p })}
                          className="accent-[var(--color-accent)]"
                        />
                        {PLATFORM_NAMES[p]}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </div>
            <div>
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? t('stream.platforms.saving') : t('stream.platforms.save')}
              </Button>
            </div>
            <FormError id={errorId}>{error}</FormError>
          </form>
        );
      }}
    </SettingsCard>
  );
}
