import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { closeTestDatabases, openTestDatabase } from '#data/chat/fixtures.ts';
import type { AppDatabase } from '#data/db/db.ts';

import { dataPortsWrapper, testDataPorts } from '#data/ports/fixtures.tsx';
import { useSharedLiveQuery } from './sharedLiveQuery.ts';

let db: AppDatabase;
let wrapper: ReturnType<typeof dataPortsWrapper>;
beforeEach(() => {
  db = openTestDatabase();
  wrapper = dataPortsWrapper(testDataPorts(db));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeTestDatabases();
});

/** A query on the cache table that counts how often it really reads. */
function countingQuery() {
  const reads = { count: 0 };
  const query = async (key: string) => {
    reads.count++;
    return (await db.cache.get(key))?.value ?? null;
  };
  return { reads, query };
}

const write = (key: string, value: string) =>
  db.cache.put({ key, value, fetchedAt: new Date().toISOString() });

describe('useSharedLiveQuery', () => {
  it('reads once per change for all its readers, and follows the database live', async () => {
    await write('greeting', 'bonjour');
    const { reads, query } = countingQuery();
    const { result } = renderHook(
      () => [
        useSharedLiveQuery('cache', 'greeting', query),
        useSharedLiveQuery('cache', 'greeting', query),
        useSharedLiveQuery('cache', 'greeting', query),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current).toEqual(['bonjour', 'bonjour', 'bonjour']));
    expect(reads.count).toBe(1);

    await act(() => write('greeting', 'bonsoir'));
    await waitFor(() => expect(result.current).toEqual(['bonsoir', 'bonsoir', 'bonsoir']));
    expect(reads.count).toBe(2);
  });

  it('keeps subjects apart, reads nothing without one, and stops when no one reads', async () => {
    await write('a', 'pour a');
    await write('b', 'pour b');
    const { reads, query } = countingQuery();
    const { result, rerender, unmount } = renderHook(
      ({ subject }: { subject: string | null }) => useSharedLiveQuery('cache', subject, query),
      { initialProps: { subject: null as string | null }, wrapper },
    );
    expect(result.current).toBeUndefined();
    rerender({ subject: 'a' });
    await waitFor(() => expect(result.current).toBe('pour a'));
    rerender({ subject: 'b' });
    expect(result.current === undefined || result.current === 'pour b').toBe(true);
    await waitFor(() => expect(result.current).toBe('pour b'));

    unmount();
    const before = reads.count;
    await write('b', 'plus lu');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.count).toBe(before);
  });

  it('throws a failed read to the nearest error boundary', async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>lecture impossible</p> : this.props.children;
      }
    }
    function Reader() {
      const value = useSharedLiveQuery('broken', 'x', () => Promise.reject(new Error('disk full')));
      return <p>{String(value)}</p>;
    }
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Reader />
      </Boundary>,
      { wrapper },
    );
    expect(await screen.findByText('lecture impossible')).toBeTruthy();
  });
});
