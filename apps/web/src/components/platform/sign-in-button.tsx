import { PLATFORM_NAMES, type Platform } from '@app/contracts';
import { LogInIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { KickIcon } from './kick-icon';
import { TwitchIcon } from './twitch-icon';

/** Each platform's brand colours for its sign-in button. */
export const PLATFORM_BUTTON_CLASS: Record<Platform, string> = {
  twitch: 'bg-[#9146ff] text-white hover:bg-[#772ce8]',
  kick: 'bg-[#53fc18] text-black hover:bg-[#45d614]',
};

export function PlatformIcon({ platform, className }: { platform: Platform; className?: string }) {
  return platform === 'kick' ? <KickIcon className={className} /> : <TwitchIcon className={className} />;
}

/**
 * "Log in via Twitch" where Twitch is the only platform set up (likewise Kick), else "Log in": the
 * wording of every button that opens the sign-in dialog.
 */
export const signInLabel = (platforms: readonly Platform[]) =>
  platforms.length === 1 ? t('ui.signIn.via', { platform: PLATFORM_NAMES[platforms[0]!] }) : t('ui.signIn.logIn');

/** A button that opens the sign-in dialog, in the colours of the only platform, or the site's when several. */
export function OpenSignInButton({
  platforms,
  onClick,
  size,
  className,
  compactLabel,
}: {
  platforms: readonly Platform[];
  onClick: () => void;
  size?: 'sm' | 'lg';
  className?: string;
  /** A shorter label below the sm breakpoint (the header on phones). */
  compactLabel?: string;
}) {
  const only = platforms.length === 1 ? platforms[0]! : null;
  const label = signInLabel(platforms);
  return (
    <Button size={size} className={cn(only ? PLATFORM_BUTTON_CLASS[only] : '', className)} onClick={onClick}>
      {only ? <PlatformIcon platform={only} /> : <LogInIcon className="size-4" aria-hidden="true" />}
      {compactLabel ? (
        <>
          <span className="max-sm:hidden">{label}</span>
          <span className="sm:hidden">{compactLabel}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}
