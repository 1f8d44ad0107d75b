/** An open event stream read in the background: its events and heartbeats as they arrive. */
export type SseReader = {
  status: number;
  body: string;
  events: Array<{ event: string; id: string | null; data: string }>;
  heartbeats: () => number;
  close: () => void;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const ctrl = new AbortController();
  const res = await fetch(url, { headers, signal: ctrl.signal });
  const events: SseReader['events'] = [];
  let heartbeats = 0;
  if (!res.headers.get('content-type')?.includes('text/event-stream')) {
    return { status: res.status, body: await res.text(), events, heartbeats: () => 0, close: () => ctrl.abort() };
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': heartbeat')) heartbeats++;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined)
            events.push({
              event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
              id: /^id: (.*)$/m.exec(block)?.[1] ?? null,
              data,
            });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { status: res.status, body: '', events, heartbeats: () => heartbeats, close: () => ctrl.abort() };
}

/** Polls a condition every 20 ms (the stream is read in the background) until it holds or `ms` pass. */
export async function waitFor(check: () => boolean, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
