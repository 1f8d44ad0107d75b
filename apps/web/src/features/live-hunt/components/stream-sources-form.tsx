import type { StreamSource } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { useStreamSources } from '../api/get-stream-sources';
import { useSaveStreamSources } from '../api/save-stream-sources';
import { inputClass, fail } from './console-shared';

/** The platforms a source can embed, by their own names. */
const PLATFORMS: Array<[StreamSource['platform'], string]> = [
  ['twitch', 'Twitch'],
  ['youtube', 'YouTube'],
  ['kick', 'Kick'],
];

export function StreamSourcesForm() {
  const sources = useStreamSources();
  const save = useSaveStreamSources();
  const [draft, setDraft] = useState<StreamSource[] | null>(null);
  const rows = draft ?? sources.data?.sources ?? null;
  if (!rows) return sources.isError ? <p role="alert">{t('live-hunt.sources.loadFailed')}</p> : <Spinner />;
  const set = (i: number, patch: Partial<StreamSource>) =>
    setDraft(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <form
      className="rounded-2xl border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { sources: rows },
          { onError: fail, onSuccess: () => toast({ variant: 'success', description: t('live-hunt.sources.saved') }) },
        );
      }}
    >
      <h2 className="mb-2 text-lg font-bold">{t('live-hunt.sources.title')}</h2>
      <div className="grid gap-2">
        {rows.map((r, i) => (
          <div key={i} className="grid grid-cols-3 gap-2">
            <select
              className={inputClass}
              value={r.platform}
              onChange={(e) => set(i, { platform: e.target.value as StreamSource['platform'] })}
              aria-label={t('live-hunt.sources.platform', { row: i + 1 })}
            >
              {PLATFORMS.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
            <input
              className={inputClass}
              value={r.label}
              onChange={(e) => set(i, { label: e.target.value })}
              aria-label={t('live-hunt.sources.label', { row: i + 1 })}
            />
            <input
              className={inputClass}
              value={r.channel}
              onChange={(e) => set(i, { channel: e.target.value })}
              aria-label={t('live-hunt.sources.channel', { row: i + 1 })}
            />
          </div>
        ))}
      </div>
      <Button type="submit" size="sm" className="mt-3" disabled={save.isPending}>
        {t('live-hunt.sources.save')}
      </Button>
    </form>
  );
}
