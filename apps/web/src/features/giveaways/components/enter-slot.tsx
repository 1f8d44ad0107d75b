import type { Giveaway } from '@app/contracts';
import { LogInIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { signInLabel } from '@/components/platform/sign-in-button';
import { openLoginDialog } from '@/lib/login-dialog';
import { useMe } from '@/lib/session';
import { useSignInPlatforms } from '@/lib/site-config';
import { EnterForm } from './enter-form';

/** Under an open giveaway: the enter form for a signed-in viewer, a sign-in prompt for a visitor. */
export function EnterSlot({ giveaway }: { giveaway: Giveaway }) {
  const { data: me } = useMe();
  const platforms = useSignInPlatforms();
  if (giveaway.state !== 'open' || me === undefined) return null;
  if (me === null)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-bg/60 p-3">
        <p className="text-sm text-fg/85">{t('giveaways.signIn.one')}</p>
        <Button size="sm" onClick={openLoginDialog}>
          <LogInIcon aria-hidden="true" /> {signInLabel(platforms)}
        </Button>
      </div>
    );
  return <EnterForm giveaway={giveaway} balance={me.points} />;
}

/** The page's banner for a visitor: entering and one's own tickets need a session. */
export function SignInPrompt() {
  const { data: me } = useMe();
  const platforms = useSignInPlatforms();
  if (me !== null) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <p className="text-sm text-fg/85">{t('giveaways.signIn.page')}</p>
      <Button onClick={openLoginDialog}>
        <LogInIcon aria-hidden="true" /> {signInLabel(platforms)}
      </Button>
    </div>
  );
}
