import { CheckIcon } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { setLoginDialogOpen, useLoginDialogOpen } from '@/lib/login-dialog';
import { PLATFORM_NAMES } from '@app/contracts';
import { PLATFORM_BUTTON_CLASS, PlatformIcon } from '@/components/platform/sign-in-button';
import { useSignInPlatforms } from '@/lib/site-config';
import { beginSignIn } from '../api/login';
import { EarningNote } from '@/components/earning-note';
import { t, Trans } from '@/i18n';

function Declaration({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border border-border bg-surface-2 data-[state=checked]:border-accent data-[state=checked]:bg-accent"
      >
        <Checkbox.Indicator>
          <CheckIcon className="size-3.5 text-white" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="text-sm leading-5 text-fg/85">
        {children}
      </label>
    </div>
  );
}

/** Both declarations must be ticked before the login button enables; the ticks reset after a click. */
export default function LoginDialog() {
  const open = useLoginDialogOpen();
  const [agreed, setAgreed] = useState(false);
  const [adult, setAdult] = useState(false);
  const close = () => setLoginDialogOpen(false);
  const platforms = useSignInPlatforms();
  // 'Twitch or Kick': the platforms' names, joined by the language's 'or'.
  const names = platforms
    .map((p) => PLATFORM_NAMES[p])
    .reduce((first, second) => t('auth.login.or', { first, second }));

  return (
    <Dialog open={open} onOpenChange={setLoginDialogOpen}>
      <DialogContent
        title={t('auth.login.title', { platforms: names })}
        description={t('auth.login.description', { platforms: names })}
      >
        <div className="grid gap-4">
          <EarningNote className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted" />
          <Declaration id="login-terms" checked={agreed} onChange={setAgreed}>
            <Trans
              id="auth.login.agree"
              values={{
                terms: (chunks) => (
                  <Link to="/terms" onClick={close} className="text-accent underline">
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link to="/privacy" onClick={close} className="text-accent underline">
                    {chunks}
                  </Link>
                ),
                cookies: (chunks) => (
                  <Link to="/cookies" onClick={close} className="text-accent underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Declaration>
          <Declaration id="login-adult" checked={adult} onChange={setAdult}>
            {t('auth.login.adult')}
          </Declaration>
          <div className="mt-2 grid gap-2">
            {platforms.map((platform) => (
              <Button
                key={platform}
                size="lg"
                className={`w-full ${PLATFORM_BUTTON_CLASS[platform]}`}
                disabled={!agreed || !adult}
                onClick={() => {
                  setAgreed(false);
                  setAdult(false);
                  beginSignIn(platform);
                }}
              >
                <PlatformIcon platform={platform} /> {t('auth.login.via', { platform: PLATFORM_NAMES[platform] })}
              </Button>
            ))}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
