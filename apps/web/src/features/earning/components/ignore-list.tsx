import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useSaveIgnored } from '../api/save-ignored';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/i18n';

export function IgnoreList({ ignored }: { ignored: string[] }) {
  const save = useSaveIgnored();
  const [text, setText] = useState(ignored.join('\n'));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="rounded-xl border border-border bg-surface p-4"
      aria-labelledby="earning-ignored"
      onSubmit={(e) => {
        e.preventDefault();
        const logins = text
          .split(/[\s,]+/)
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean);
        const bad = logins.find((l) => !/^[a-z0-9_]{1,25}$/.test(l));
        if (bad) return setError(t('earning.ignore.invalid', { login: bad }));
        setError(null);
        save.mutate(logins, {
          onSuccess: (r) => {
            setText(r.logins.join('\n'));
            toast({ description: t('earning.ignore.saved'), variant: 'success' });
          },
          onError: (err) => setError(errorMessage(err)),
        });
      }}
    >
      <h2 id="earning-ignored" className="mb-1 text-lg font-bold">
        {t('earning.ignore.title')}
      </h2>
      <p className="mb-2 text-sm text-muted">{t('earning.ignore.intro')}</p>
      <textarea
        aria-label={t('earning.ignore.label')}
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-md border border-border bg-bg px-3 py-2 font-mono text-sm"
      />
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="mt-2" disabled={save.isPending}>
        {t('earning.ignore.save')}
      </Button>
    </form>
  );
}
