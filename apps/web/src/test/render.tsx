import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, toast } from '@/components/ui/toast-store';

/**
 * Renders a page or component as the app does (a fresh QueryClient without retries, a router, the
 * Toaster) and returns a user-event session to type and click with.
 */
export function renderApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, user, ...result };
}

/**
 * The toast showing this text (waits for it), with its variant ('success', 'destructive' …). The
 * toast queue is module state: resetAfterEach closes the last one so the next test starts clean.
 */
export async function findToast(text: string) {
  // hidden: an open dialog hides the rest of the page (the toast viewport too) from role queries.
  const region = await screen.findByRole('region', { name: /notifications/i, hidden: true });
  const description = await within(region).findByText(text);
  return { variant: description.closest('[data-variant]')?.getAttribute('data-variant') ?? null };
}

/** The open toasts' texts (none while nothing was said). */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-variant][data-state="open"]')].map((t) => t.textContent ?? '');
}

/** Unmounts, restores fetch and closes the toast a test left open. */
export function resetAfterEach() {
  cleanup();
  vi.unstubAllGlobals();
  dismissToast(toast({ description: '' }));
}
