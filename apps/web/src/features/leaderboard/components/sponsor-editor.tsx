import type { AdminSponsor, SponsorPatch } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useUpdateSponsor } from '../api/update-sponsor';
import { credentialsOf, fieldRules, input } from './sponsor-input';

function parsePrizes(text: string): number[] | null {
  const parts = text.split(/[\s,/]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** Edits one sponsor: only the fields changed are sent; a blank key keeps the stored credentials. */
export function SponsorEditor({ sponsor, onSaved }: { sponsor: AdminSponsor; onSaved: () => void }) {
  const [name, setName] = useState(sponsor.name);
  const [logo, setLogo] = useState(sponsor.logo);
  const [prizes, setPrizes] = useState(sponsor.prizes.join(' / '));
  const [maskNames, setMaskNames] = useState(sponsor.maskNames);
  const [key, setKey] = useState('');
  const [userId, setUserId] = useState('');
  const [code, setCode] = useState('');
  const [clearCredentials, setClearCredentials] = useState(false);
  const [prizeError, setPrizeError] = useState<string | null>(null);
  const save = useUpdateSponsor(sponsor.slug, (saved) => {
    toast({ variant: 'success', description: t('leaderboard.sponsor.saved', { name: saved.name }) });
    onSaved();
  });
  const fields = fieldRules(save.error);
  const usesKey = sponsor.adapter !== 'csv';
  const fieldError = (k: string) => (fields[k] ? <span className="text-xs text-danger">{fields[k]}</span> : null);
  const id = (k: string) => `sponsor-${sponsor.slug}-${k}`;

  return (
    <form
      aria-label={t('leaderboard.sponsor.edit', { name: sponsor.name })}
      className="grid gap-2 rounded-xl border border-border bg-bg/40 p-3 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        const prizeList = parsePrizes(prizes);
        if (!prizeList || prizeList.length > 10) return setPrizeError(t('leaderboard.sponsor.rule.prizes'));
        setPrizeError(null);
        const patch: SponsorPatch = {};
        if (name.trim() !== sponsor.name) patch.name = name;
        if (logo.trim() !== sponsor.logo) patch.logo = logo;
        if (prizeList.join() !== sponsor.prizes.join()) patch.prizes = prizeList;
        if (maskNames !== sponsor.maskNames) patch.maskNames = maskNames;
        if (usesKey && clearCredentials) patch.credentials = null;
        else if (usesKey && key.trim()) patch.credentials = credentialsOf(sponsor.adapter, { key, userId, code });
        if (Object.keys(patch).length === 0) return onSaved();
        save.mutate(patch);
      }}
    >
      <label className="text-sm" htmlFor={id('name')}>
        <span className="block">{t('leaderboard.sponsor.name')}</span>
        <input id={id('name')} className={input} value={name} onChange={(e) => setName(e.target.value)} />
        {fieldError('name')}
      </label>
      <label className="text-sm sm:col-span-2" htmlFor={id('logo')}>
        <span className="block">{t('leaderboard.sponsor.logoHint')}</span>
        <input id={id('logo')} className={input} value={logo} onChange={(e) => setLogo(e.target.value)} />
        {fieldError('logo')}
      </label>
      <label className="text-sm sm:col-span-2" htmlFor={id('prizes')}>
        <span className="block">{t('leaderboard.sponsor.prizesByRank')}</span>
        <input
          id={id('prizes')}
          className={input}
          inputMode="numeric"
          value={prizes}
          onChange={(e) => setPrizes(e.target.value)}
        />
        {prizeError ? <span className="text-xs text-danger">{prizeError}</span> : fieldError('prizes')}
      </label>
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" checked={maskNames} onChange={(e) => setMaskNames(e.target.checked)} />{' '}
        {t('leaderboard.sponsor.maskNames')}
      </label>
      {usesKey ? (
        <>
          <label className="text-sm" htmlFor={id('key')}>
            <span className="block">{t('leaderboard.sponsor.newApiKey')}</span>
            <input
              id={id('key')}
              className={input}
              type="password"
              autoComplete="off"
              value={key}
              disabled={clearCredentials}
              onChange={(e) => setKey(e.target.value)}
            />
            {fieldError('credentials')}
          </label>
          {sponsor.adapter === 'roobet' ? (
            <label className="text-sm" htmlFor={id('user')}>
              <span className="block">{t('leaderboard.sponsor.userId')}</span>
              <input
                id={id('user')}
                className={input}
                value={userId}
                disabled={clearCredentials}
                onChange={(e) => setUserId(e.target.value)}
              />
            </label>
          ) : null}
          {sponsor.adapter === 'raingg' ? (
            <label className="text-sm" htmlFor={id('code')}>
              <span className="block">{t('leaderboard.sponsor.code')}</span>
              <input
                id={id('code')}
                className={input}
                value={code}
                disabled={clearCredentials}
                onChange={(e) => setCode(e.target.value)}
              />
            </label>
          ) : null}
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" checked={clearCredentials} onChange={(e) => setClearCredentials(e.target.checked)} />{' '}
            {t('leaderboard.sponsor.clearCredentials')}
          </label>
        </>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('leaderboard.sponsor.save')}
        </Button>
        {save.error && !Object.keys(fields).length ? (
          <span className="ml-2 text-sm text-danger">{errorMessage(save.error)}</span>
        ) : null}
      </div>
    </form>
  );
}
