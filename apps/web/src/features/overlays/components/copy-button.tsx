import { CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
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
          () =>
            toast({ variant: 'destructive', description: 'Could not copy: select the address and copy it by hand.' }),
        )
      }
    >
      <CopyIcon aria-hidden="true" /> {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
