import type { ReactNode } from 'react';

export function CookieName({ children }: { children: ReactNode }) {
  return <code className="rounded bg-surface-2 px-1.5 py-0.5 text-[13px] text-fg">{children}</code>;
}
