import { useSiteConfig } from '@/lib/site-config';

export function Logo() {
  const config = useSiteConfig();
  return (
    <span className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg font-black tracking-tight max-sm:hidden">{config?.siteName ?? ''}</span>
    </span>
  );
}
