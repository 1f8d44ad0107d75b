import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A stable hue per provider, so one provider's tiles share a colour. */
function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 360;
  return h;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/**
 * The slot's thumbnail, or a generated tile (provider colour + initials) when it has none or its
 * image fails to load; never a broken image.
 */
export function SlotTile({
  name,
  provider,
  thumbnail,
  className,
}: {
  name: string;
  provider: string;
  thumbnail: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (thumbnail && failed !== thumbnail) {
    return (
      <img
        src={thumbnail}
        alt=""
        className={cn('size-9 shrink-0 rounded-md object-cover', className)}
        onError={() => setFailed(thumbnail)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="slot-tile"
      className={cn('grid size-9 shrink-0 place-items-center rounded-md text-xs font-bold text-white', className)}
      style={{ backgroundColor: `hsl(${hueOf(provider)} 55% 32%)` }}
    >
      {initialsOf(name)}
    </span>
  );
}
