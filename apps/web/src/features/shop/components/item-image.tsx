import { ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Item images are links to outside hosts that can vanish: a broken one shows a neutral icon, not the browser's. */
export function ItemImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div role="img" aria-label={alt} className={cn('grid place-items-center bg-surface-2 text-muted', className)}>
        <ImageOffIcon className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={cn('bg-surface-2 object-contain', className)}
    />
  );
}
