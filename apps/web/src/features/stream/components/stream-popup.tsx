import { PLATFORM_NAMES, type Platform, type StreamPlatformStatus } from '@app/contracts';
import { GripHorizontalIcon, XIcon } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { EarningNote } from '@/components/earning-note';
import { cn } from '@/lib/cn';
import { useStreamStatus } from '@/lib/stream-status';
import { popupPlayerUrl } from './stream-urls';

type Offset = { x: number; y: number };

/**
 * Floating player shown while the stream is live: dragged by its handle, kept inside the window,
 * closable; closing it puts it back in its corner for the next time it shows. It plays the platform
 * the status shows first; while both platforms are live a switch (Twitch / Kick) changes the player.
 */
export function StreamPopup() {
  const { data } = useStreamStatus();
  const [closed, setClosed] = useState(false);
  const [chosen, setChosen] = useState<Platform | null>(null);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; from: Offset } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  if (!data?.live || closed) return null;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startY: e.clientY, from: offset };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const box = boxRef.current;
    if (!d || !box) return;
    const rect = box.getBoundingClientRect();
    const baseLeft = rect.left - offset.x;
    const baseTop = rect.top - offset.y;
    const x = Math.min(Math.max(d.from.x + e.clientX - d.startX, -baseLeft), window.innerWidth - rect.width - baseLeft);
    const y = Math.min(Math.max(d.from.y + e.clientY - d.startY, -baseTop), window.innerHeight - rect.height - baseTop);
    setOffset({ x, y });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  // An older server's answer has no `platforms`: the top level alone is then the Twitch channel.
  const live = (data.platforms ?? []).filter((p) => p.live);
  const top: StreamPlatformStatus = {
    platform: data.platform ?? 'twitch',
    channel: data.channel,
    live: true,
    ...(data.title ? { title: data.title } : {}),
  };
  const shown = live.find((p) => p.platform === chosen) ?? live.find((p) => p.platform === top.platform) ?? top;
  const parent = window.location.hostname;
  return (
    <div
      ref={boxRef}
      data-testid="stream-popup"
      className="fixed bottom-20 right-4 z-40 w-[min(88vw,400px)] overflow-hidden rounded-xl border border-border bg-surface shadow-2xl md:bottom-4"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div className="flex items-center justify-between bg-surface-2 px-2 py-1">
        <div
          role="button"
          aria-label="Drag the player"
          tabIndex={-1}
          className="flex flex-1 cursor-grab touch-none items-center gap-2 py-1 text-xs text-muted active:cursor-grabbing"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <GripHorizontalIcon className="size-4" />
          <span className="truncate">{shown.title || `${shown.channel} is live`}</span>
        </div>
        {live.length > 1 ? (
          <div role="group" aria-label="Player platform" className="mr-1 flex shrink-0 gap-1">
            {live.map((p) => (
              <button
                key={p.platform}
                type="button"
                aria-pressed={p.platform === shown.platform}
                className={cn(
                  'rounded px-2 py-0.5 text-xs font-semibold',
                  p.platform === shown.platform ? 'bg-accent text-white' : 'text-muted hover:bg-surface hover:text-fg',
                )}
                onClick={() => setChosen(p.platform)}
              >
                {PLATFORM_NAMES[p.platform]}
              </button>
            ))}
          </div>
        ) : null}
        <button
          type="button"
          aria-label="Close the player"
          className="rounded p-1 text-muted hover:text-fg"
          onClick={() => {
            setClosed(true);
            setOffset({ x: 0, y: 0 });
          }}
        >
          <XIcon className="size-4" />
        </button>
      </div>
      <iframe
        key={shown.platform}
        title={`Live stream on ${PLATFORM_NAMES[shown.platform]}`}
        src={popupPlayerUrl(shown.platform, shown.channel, parent)}
        className="aspect-video w-full min-h-[225px]"
        allow="autoplay; fullscreen"
        allowFullScreen
      />
      <EarningNote className="px-2 py-1 text-xs text-muted" />
    </div>
  );
}
