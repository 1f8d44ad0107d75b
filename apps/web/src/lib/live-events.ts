/**
 * The page's one live event stream (`GET /api/v1/events`), shared by every feature so a page never
 * holds two EventSources (browsers allow 6 connections per host over HTTP/1.1, tabs included).
 * The signed-in user's `balance` events come on it always; the live hunt's `hunt` events are asked
 * for (`?hunt=1`) while something on the page follows the hunt, which reopens the stream once. Other
 * named events the server sends every connection (`giveaway`, `transparency`, `tournament`) reach their topic's subscribers; a
 * page following one holds the stream open for a visitor too.
 */
export const LIVE_TOPICS = ['hunt', 'balance', 'giveaway', 'transparency', 'tournament'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export type LiveSubscriber = {
  /** The data of each event of this topic. */
  onEvent: (data: string) => void;
  /** The stream (re)opened: changes may have been missed while it was down, so refetch. */
  onOpen?: () => void;
  /** The stream went down (the browser retries on its own): fall back to polling. */
  onDown?: () => void;
};

const subscribers: Record<LiveTopic, Set<LiveSubscriber>> = {
  hunt: new Set(),
  balance: new Set(),
  giveaway: new Set(),
  transparency: new Set(),
  tournament: new Set(),
};
let source: EventSource | null = null;
let sourceUrl: string | null = null;
let open = false;

function wantedUrl(): string | null {
  if (subscribers.hunt.size > 0) return '/api/v1/events?hunt=1';
  if (LIVE_TOPICS.some((topic) => subscribers[topic].size > 0)) return '/api/v1/events';
  return null;
}

const everyone = () => LIVE_TOPICS.flatMap((topic) => [...subscribers[topic]]);

function reconcile(): void {
  const url = wantedUrl();
  if (url === sourceUrl) return;
  source?.close();
  source = null;
  sourceUrl = url;
  open = false;
  if (!url || typeof EventSource === 'undefined') return;
  const es = new EventSource(url);
  source = es;
  es.onopen = () => {
    open = true;
    for (const s of everyone()) s.onOpen?.();
  };
  es.onerror = () => {
    open = false;
    for (const s of everyone()) s.onDown?.();
  };
  for (const topic of LIVE_TOPICS) {
    es.addEventListener(topic, (e) => {
      for (const s of subscribers[topic]) s.onEvent((e as MessageEvent<string>).data);
    });
  }
}

/** Follows a topic; returns the unsubscribe. A subscriber joining an open stream hears `onOpen` at once. */
export function subscribeLive(topic: LiveTopic, subscriber: LiveSubscriber): () => void {
  subscribers[topic].add(subscriber);
  reconcile();
  if (open) subscriber.onOpen?.();
  else if (typeof EventSource === 'undefined') subscriber.onDown?.();
  return () => {
    subscribers[topic].delete(subscriber);
    // Decided after the current effects ran: a subscriber that leaves and comes back at once (a
    // re-render, the next page following the same topic) keeps the stream.
    queueMicrotask(reconcile);
  };
}

let session: string | null | undefined;

/**
 * Tells the stream who is signed in (a user id, or null for a visitor). The stream carries the
 * session it was opened with, so after a sign-in or sign-out it is reopened.
 */
export function setLiveSession(userId: string | null): void {
  const changed = session !== undefined && session !== userId;
  session = userId;
  if (changed && source) {
    sourceUrl = null;
    reconcile();
  }
}
