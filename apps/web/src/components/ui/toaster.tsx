import { XIcon } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { t as translate } from '@/i18n';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts, type ToastVariant } from './toast-store';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-surface-2 text-fg',
  destructive: 'border-red-700 bg-red-600 text-white',
  info: 'border-sky-700 bg-sky-600 text-white',
  success: 'border-green-700 bg-green-600 text-white',
};

/** Bottom-right on wide screens, top on narrow ones; F8 focuses the region; swipe right 50 px to dismiss. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <T.Provider swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-xl',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition',
            variantClass[t.variant],
          )}
        >
          <div className="grid gap-1">
            {t.title ? <T.Title className="text-sm font-semibold">{t.title}</T.Title> : null}
            <T.Description className="text-sm opacity-95">{t.description}</T.Description>
          </div>
          <T.Close
            aria-label={translate('ui.close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <XIcon className="size-4" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]" />
    </T.Provider>
  );
}
