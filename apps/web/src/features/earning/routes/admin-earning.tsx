import { EARNING_SCOPES, type EarningAdmin, type EarningSettings } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import {
  CONNECT_URL,
  useDisconnect,
  useEarningAdmin,
  useSaveEarningSettings,
  useSaveIgnored,
  useTickNow,
} from '../api/earning';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, formatTime } from '@/lib/dates';

const connectMessages: Record<string, string> = {
  ok: 'Twitch account connected.',
  denied: 'The connection was cancelled on Twitch.',
  state: 'This connection did not start here or has expired. Please try again.',
  failed: 'Twitch did not complete the connection. Please try again.',
};

const fieldLabels: Array<{ key: keyof EarningSettings; label: string; hint: string; min: number; max: number }> = [
  { key: 'amount', label: 'Points per tick', hint: '1 - 1,000,000', min: 1, max: 1_000_000 },
  { key: 'tickMinutes', label: 'Tick length (minutes)', hint: '1 - 60', min: 1, max: 60 },
  { key: 'subMultiplier', label: 'Subscriber multiplier', hint: '1 = no bonus', min: 1, max: 100 },
  { key: 'dailyCap', label: 'Daily cap per viewer', hint: '0 = no cap', min: 0, max: 1_000_000_000 },
];

function ConnectionCard({ data }: { data: EarningAdmin }) {
  const disconnect = useDisconnect();
  const c = data.connection;
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="earning-connection">
      <h2 id="earning-connection" className="mb-2 text-lg font-bold">
        Twitch connection
      </h2>
      {c.connected ? (
        <div className="grid gap-2 text-sm">
          <p>
            Connected as <strong data-testid="earning-login">{c.login}</strong>
            {c.connectedAt ? <span className="text-muted"> since {formatDateTime(c.connectedAt)}</span> : null}.
          </p>
          <p className="break-words">
            Scopes: {c.scopes.length ? c.scopes.join(', ') : 'none'}
            {c.missingScopes.length ? (
              <span className="text-danger"> (missing {c.missingScopes.join(', ')})</span>
            ) : null}
          </p>
          {c.reason ? <p className="text-danger">{c.reason}</p> : null}
          {c.lastError ? (
            <p role="alert" className="text-danger">
              Last error: {c.lastError}
            </p>
          ) : null}
          <p className="text-muted">
            Stream: {data.live ? 'live: ticks are running' : 'offline: no ticks until it goes live'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href={CONNECT_URL}>Reconnect</a>
            </Button>
            <Button
              variant="outline"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onError: (e) => toast({ description: e.message, variant: 'destructive' }),
                })
              }
            >
              Disconnect
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 text-sm">
          <p data-testid="earning-off">{c.reason}</p>
          <p className="text-muted">
            The broadcaster or a moderator connects with the scopes {EARNING_SCOPES.join(', ')}. Tokens stay on the
            server, encrypted.
          </p>
          <div>
            <Button asChild className="bg-[#9146ff] hover:bg-[#772ce8]">
              <a href={CONNECT_URL}>Connect Twitch</a>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: EarningSettings }) {
  const save = useSaveEarningSettings();
  const [values, setValues] = useState<Record<keyof EarningSettings, string>>({
    amount: String(settings.amount),
    tickMinutes: String(settings.tickMinutes),
    subMultiplier: String(settings.subMultiplier),
    dailyCap: String(settings.dailyCap),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const parsed = {} as EarningSettings;
    for (const f of fieldLabels) {
      const n = Number(values[f.key]);
      if (!/^\d+$/.test(values[f.key].trim()) || n < f.min || n > f.max) next[f.key] = `A whole number, ${f.hint}`;
      parsed[f.key] = n;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(parsed, {
      onSuccess: () => toast({ description: 'Rates saved.', variant: 'success' }),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast({ description: errorMessage(err), variant: 'destructive' });
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl border border-border bg-surface p-4"
      aria-labelledby="earning-rates"
    >
      <h2 id="earning-rates" className="mb-3 text-lg font-bold">
        Rates
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {fieldLabels.map((f) => (
          <label key={f.key} className="grid gap-1 text-sm">
            <span className="font-medium">{f.label}</span>
            <input
              inputMode="numeric"
              name={f.key}
              value={values[f.key]}
              aria-invalid={errors[f.key] ? true : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              className="rounded-md border border-border bg-bg px-3 py-2"
            />
            <span className={errors[f.key] ? 'text-xs text-danger' : 'text-xs text-muted'}>
              {errors[f.key] ?? f.hint}
            </span>
          </label>
        ))}
      </div>
      <Button type="submit" className="mt-3" disabled={save.isPending}>
        Save rates
      </Button>
    </form>
  );
}

function IgnoreList({ ignored }: { ignored: string[] }) {
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
        if (bad) return setError(`"${bad}" is not a Twitch login`);
        setError(null);
        save.mutate(logins, {
          onSuccess: (r) => {
            setText(r.logins.join('\n'));
            toast({ description: 'Ignore list saved.', variant: 'success' });
          },
          onError: (err) => setError(errorMessage(err)),
        });
      }}
    >
      <h2 id="earning-ignored" className="mb-1 text-lg font-bold">
        Ignore list
      </h2>
      <p className="mb-2 text-sm text-muted">Twitch logins that never earn (bots), one per line.</p>
      <textarea
        aria-label="Ignored logins"
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
        Save ignore list
      </Button>
    </form>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

const tickColumns: Column<EarningAdmin['ticks'][number]>[] = [
  { id: 'time', header: 'Time', cellClassName: 'whitespace-nowrap', cell: (t) => formatTime(t.startedAt) },
  { id: 'chatters', header: 'Chatters', cellClassName: 'tabular-nums', cell: (t) => count(t.chattersRead) },
  { id: 'credited', header: 'Credited', cellClassName: 'tabular-nums', cell: (t) => count(t.usersCredited) },
  { id: 'points', header: 'Points', cellClassName: 'tabular-nums', cell: (t) => count(t.pointsGiven) },
  {
    id: 'duration',
    header: 'Duration',
    className: 'max-sm:hidden',
    cellClassName: 'tabular-nums',
    cell: (t) => `${t.durationMs} ms`,
  },
  { id: 'error', header: 'Error', cellClassName: 'text-danger break-all', cell: (t) => t.error ?? '' },
];

function TicksTable({ data }: { data: EarningAdmin }) {
  const tick = useTickNow();
  return (
    <section className="rounded-xl border border-border bg-surface p-4" aria-labelledby="earning-ticks">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="earning-ticks" className="text-lg font-bold">
          Last ticks
        </h2>
        <Button
          size="sm"
          variant="outline"
          disabled={!data.connection.connected || tick.isPending}
          onClick={() =>
            tick.mutate(undefined, {
              onSuccess: (r) =>
                toast({
                  description: r.ran
                    ? `Tick done: ${r.usersCredited ?? 0} viewers credited.`
                    : `No tick: the stream is ${r.reason ?? 'not live'}.`,
                }),
              onError: (e) => toast({ description: e.message, variant: 'destructive' }),
            })
          }
        >
          Run tick now
        </Button>
      </div>
      {data.ticks.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">
          No ticks yet: they run every tick while the stream is live.
        </p>
      ) : (
        <DataTable
          variant="compact"
          columns={tickColumns}
          rows={data.ticks}
          rowKey={(t) => t.id}
          data-testid="earning-ticks"
        />
      )}
    </section>
  );
}

/** /admin/earning: the broadcaster connection, rates, ignore list and the last ticks. */
export default function AdminEarningPage() {
  const admin = useEarningAdmin();
  const [params] = useSearchParams();
  const outcome = params.get('connect');
  return (
    <section className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <PageTitle subtitle="Viewers earn points for watch time: every tick while live, each viewer in chat with an account here.">
        Earning
      </PageTitle>
      {outcome && connectMessages[outcome] ? (
        <p role="status" className={outcome === 'ok' ? 'text-sm text-success' : 'text-sm text-danger'}>
          {connectMessages[outcome]}
        </p>
      ) : null}
      <QueryState
        query={admin}
        className="text-danger"
        error={(error) => `Could not load earning: ${errorMessage(error)}`}
      >
        {(data) => (
          <>
            <ConnectionCard data={data} />
            <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />
            <IgnoreList key={data.ignored.join(',')} ignored={data.ignored} />
            <TicksTable data={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
