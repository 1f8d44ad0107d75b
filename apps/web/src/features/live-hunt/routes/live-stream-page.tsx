import type { StreamSource, StreamStatus } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useStreamSources } from '../api/get-stream-sources';
import { errorMessage } from '@/lib/error-message';
import { useStreamStatus } from '@/lib/stream-status';

/** The embed address each platform requires; Twitch needs `parent` = the site's host. */
export function embedUrl(source: StreamSource, host: string): string {
  const channel = encodeURIComponent(source.channel);
  if (source.platform === 'twitch')
    return `https://player.twitch.tv/?channel=${channel}&parent=${encodeURIComponent(host)}&muted=true`;
  if (source.platform === 'kick') return `https://player.kick.com/${channel}`;
  // YouTube embeds a channel's live stream by channel id (UC…): the admin enters the id.
  return `https://www.youtube.com/embed/live_stream?channel=${channel}`;
}

/**
 * The source shown before a click: while the channel is live, the first source on the live primary
 * platform (the one the status shows first), else the first source.
 */
export function defaultSourceIndex(sources: StreamSource[], status: StreamStatus | undefined): number {
  if (!status?.live) return 0;
  return Math.max(
    0,
    sources.findIndex((s) => s.platform === status.platform),
  );
}

export default function LiveStreamPage() {
  const sources = useStreamSources();
  const status = useStreamStatus();
  const [clicked, setClicked] = useState<number | null>(null);
  return (
    <section>
      <PageTitle>{t('live-hunt.stream.title')}</PageTitle>
      <QueryState query={sources} error={(error) => t('live-hunt.stream.loadFailed', { message: errorMessage(error) })}>
        {({ sources: list }) => {
          const selected = clicked ?? defaultSourceIndex(list, status.data);
          return (
            <>
              <div className="mb-3 flex flex-wrap gap-2" role="tablist">
                {list.map((s, i) => (
                  <Button
                    key={i}
                    role="tab"
                    aria-selected={selected === i}
                    size="sm"
                    variant={selected === i ? 'primary' : 'outline'}
                    onClick={() => setClicked(i)}
                  >
                    {s.label}
                  </Button>
                ))}
              </div>
              {list[selected] ? (
                <div
                  className={cn('relative w-full overflow-hidden rounded-2xl border border-border bg-black')}
                  style={{ aspectRatio: '16 / 9' }}
                >
                  <iframe
                    key={selected}
                    data-testid="stream-frame"
                    title={list[selected].label}
                    src={embedUrl(list[selected], window.location.hostname)}
                    className="absolute inset-0 size-full"
                    allow="autoplay; fullscreen; picture-in-picture"
                    allowFullScreen
                  />
                </div>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
