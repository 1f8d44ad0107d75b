import { CameraIcon, MessageCircleIcon, MusicIcon, SendIcon } from 'lucide-react';
import { TwitchIcon } from '@/components/platform/twitch-icon';
import { useSiteConfig } from '@/lib/site-config';

export function SocialLinks() {
  const config = useSiteConfig();
  if (!config) return null;
  const links = [
    { name: 'Twitch', href: config.socials.twitch, icon: <TwitchIcon /> },
    { name: 'Instagram', href: config.socials.instagram, icon: <CameraIcon className="size-4" /> },
    { name: 'TikTok', href: config.socials.tiktok, icon: <MusicIcon className="size-4" /> },
    { name: 'Discord', href: config.socials.discord, icon: <MessageCircleIcon className="size-4" /> },
    { name: 'Telegram', href: config.socials.telegram, icon: <SendIcon className="size-4" /> },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {links.map((l) => (
        <a
          key={l.name}
          href={l.href}
          target="_blank"
          rel="noreferrer"
          aria-label={l.name}
          title={l.name}
          className="grid size-9 place-items-center rounded-lg bg-surface-2 text-muted hover:bg-border hover:text-fg"
        >
          {l.icon}
        </a>
      ))}
    </div>
  );
}
