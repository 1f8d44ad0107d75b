import { t } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';

export function Logo() {
  const config = useSiteConfig();
  return (
    <span className="flex items-center gap-2">
      {/* Until the site name loads, the image names the home link. */}
      <img src="/favicon.svg" alt={config?.siteName ? '' : t('layout.logo.home')} className="size-8" />
      <span className="text-lg font-black tracking-tight max-sm:sr-only">{config?.siteName ?? ''}</span>
    </span>
  );
}
