import { GiftIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The prize's picture (a link to an outside host that can vanish: a broken one shows a gift icon). */
export function GiveawayImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <div aria-hidden="true" className={cn('grid place-items-center rounded-xl bg-surface-2 text-muted', className)}>
        <GiftIcon className="size-1/3" />
      </div>
    );
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
      className={cn('rounded-xl bg-surface-2 object-cover', className)}
    />
  );
}
