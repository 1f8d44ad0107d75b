import { CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="sm"
      variant="outline"
      type="button"
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => toast({ variant: 'destructive', description: t('overlays.copy.failed') }),
        )
      }
    >
      <CopyIcon aria-hidden="true" /> {t(copied ? 'overlays.copy.copied' : 'overlays.copy.copy')}
    </Button>
  );
}
