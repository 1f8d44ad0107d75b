import { GripHorizontalIcon, XIcon } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { t } from '@/i18n';
import { PlatformSwitch, PlayerFrame, playerTitle, useFloatingPlayer, useLivePlayer } from './live-player';

type Offset = { x: number; y: number };

/**
 * Floating player shown on wide screens while the stream is live: dragged by its handle, kept inside
 * the window, closable; closing it puts it back in its corner for the next time it shows. It plays the
 * platform the status shows first; while both platforms are live a switch (Twitch / Kick) changes the
 * player. Narrower screens get the docked player instead (StreamDock).
 */
export function StreamPopup() {
  const player = useLivePlayer();
  const floating = useFloatingPlayer();
  const [closed, setClosed] = useState(false);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; from: Offset } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  if (!player || !floating || closed) return null;

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

  const { shown } = player;
  return (
    <div
      ref={boxRef}
      data-testid="stream-popup"
      className="fixed bottom-4 right-4 z-40 w-[min(88vw,400px)] overflow-hidden rounded-xl border border-border bg-surface shadow-2xl"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div className="flex items-center justify-between bg-surface-2 px-2 py-1">
        <div
          role="button"
          aria-label={t('stream.popup.drag')}
          tabIndex={-1}
          className="flex flex-1 cursor-grab touch-none items-center gap-2 py-1 text-xs text-muted active:cursor-grabbing"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <GripHorizontalIcon className="size-4" />
          <span className="truncate">{playerTitle(shown)}</span>
        </div>
        <PlatformSwitch player={player} className="mr-1" buttonClassName="py-0.5" />
        <button
          type="button"
          aria-label={t('stream.popup.close')}
          className="rounded p-1 text-muted hover:text-fg"
          onClick={() => {
            setClosed(true);
            setOffset({ x: 0, y: 0 });
          }}
        >
          <XIcon className="size-4" />
        </button>
      </div>
      <PlayerFrame shown={shown} className="min-h-[225px]" />
    </div>
  );
}
