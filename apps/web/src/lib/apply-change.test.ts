import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyChange } from './apply-change';

type Row = { id: string; status: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('applyChange', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => client.clear());

  it('a first read under way when the change lands does not bring the old state back (CI, stop 41)', async () => {
    // The desk searched for a user: the new list's first read is under way, nothing cached for it yet.
    const stale = deferred<Row[]>();
    let server: Row[] = [{ id: 'r1', status: 'pending' }];
    let reads = 0;
    const observer = new QueryObserver<Row[]>(client, {
      queryKey: ['desk', 'viewer'],
      queryFn: () => (++reads === 1 ? stale.promise : Promise.resolve(server)),
    });
    const seen: Array<Row[] | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    // The admin approves; the server commits, then the client applies the change.
    server = [{ id: 'r1', status: 'approved' }];
    const applied = applyChange<Row[]>(client, ['desk'], (list) =>
      list.map((r) => (r.id === 'r1' ? { ...r, status: 'approved' } : r)),
    );
    stale.resolve([{ id: 'r1', status: 'pending' }]); // the read's answer predates the decision
    await applied;

    expect(client.getQueryData<Row[]>(['desk', 'viewer'])).toEqual([{ id: 'r1', status: 'approved' }]);
    expect(seen.at(-1)).toEqual([{ id: 'r1', status: 'approved' }]);
    expect(reads).toBe(2);
    unsubscribe();
  });

  it('writes into every cached list at once, before the refetch answers', async () => {
    client.setQueryData<Row[]>(
      ['desk', ''],
      [
        { id: 'r1', status: 'pending' },
        { id: 'r2', status: 'pending' },
      ],
    );
    client.setQueryData<Row[]>(['desk', 'viewer'], [{ id: 'r1', status: 'pending' }]);
    client.setQueryData<Row[]>(['other'], [{ id: 'r1', status: 'pending' }]);
    await applyChange<Row[]>(client, ['desk'], (list) =>
      list.map((r) => (r.id === 'r1' ? { ...r, status: 'denied' } : r)),
    );
    expect(client.getQueryData(['desk', ''])).toEqual([
      { id: 'r1', status: 'denied' },
      { id: 'r2', status: 'pending' },
    ]);
    expect(client.getQueryData(['desk', 'viewer'])).toEqual([{ id: 'r1', status: 'denied' }]);
    expect(client.getQueryData(['other'])).toEqual([{ id: 'r1', status: 'pending' }]);
  });
});
