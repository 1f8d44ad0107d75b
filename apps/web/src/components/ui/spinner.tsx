import { t } from '@/i18n';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      role="status"
      aria-label={t('ui.spinner.loading')}
      className={cn('inline-block size-6 animate-spin rounded-full border-2 border-muted border-t-accent', className)}
    />
  );
}
