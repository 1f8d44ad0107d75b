import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { fmt, t } from '@/i18n';
import { getResponsiblePlayNet, useResponsiblePlay } from '@/lib/responsible-play';

const START_KEY = 'rg.playStartedAt';
const TICK_MS = 15_000;

/** When this browser tab's play began (kept across reloads of the tab, not across tabs). */
function playStartedAt(): number {
  const stored = Number(sessionStorage.getItem(START_KEY));
  if (Number.isFinite(stored) && stored > 0 && stored <= Date.now()) return stored;
  const now = Date.now();
  sessionStorage.setItem(START_KEY, String(now));
  return now;
}

/**
 * The reality check (ADR 067): every N minutes of play (the viewer's choice on the profile; off by
 * default) a dialog says how long they have played in this tab and the net result of their stakes in
 * that time, read from the API.
 */
export default function RealityCheck() {
  const { data } = useResponsiblePlay();
  const minutes = data?.realityCheckMinutes ?? null;
  const [shown, setShown] = useState<{ played: number; net: number } | null>(null);

  useEffect(() => {
    if (minutes === null) return;
    const start = playStartedAt();
    let checks = Math.floor((Date.now() - start) / (minutes * 60_000));
    const timer = window.setInterval(() => {
      const played = Math.floor((Date.now() - start) / 60_000);
      const due = Math.floor(played / minutes);
      if (due <= checks) return;
      checks = due;
      getResponsiblePlayNet(new Date(start).toISOString())
        .then(({ net }) => setShown({ played, net }))
        .catch(() => undefined);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [minutes]);

  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : setShown(null))}>
      {shown ? (
        <DialogContent
          title={t('layout.realityCheck.title')}
          description={t('layout.realityCheck.text', {
            minutes: shown.played,
            net: `${shown.net > 0 ? '+' : ''}${fmt().number(shown.net)}`,
          })}
          data-testid="reality-check"
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" asChild>
              <Link to="/profile" onClick={() => setShown(null)}>
                {t('layout.realityCheck.settings')}
              </Link>
            </Button>
            <DialogClose asChild>
              <Button autoFocus>{t('layout.realityCheck.continue')}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
