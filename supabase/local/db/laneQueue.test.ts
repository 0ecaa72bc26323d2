// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { createLaneQueue } from './laneQueue.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A job that only notes that it ran. */
const noting = (log: string[], name: string) => () => {
  log.push(name);
  return Promise.resolve();
};

describe('createLaneQueue', () => {
  it('runs one job at a time, in order within a lane', async () => {
    const queue = createLaneQueue();
    const log: string[] = [];
    let active = 0;
    const job = (name: string) => async () => {
      active++;
      expect(active).toBe(1);
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      active--;
      return name;
    };
    const results = await Promise.all([queue.foreground(job('a')), queue.foreground(job('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('lets a request a few promise steps away go before a background job', async () => {
    const queue = createLaneQueue();
    const log: string[] = [];
    const done = [
      queue.background(noting(log, 'background')),
      // Like an edge function between its two calls: the next query comes after some awaits.
      Promise.resolve()
        .then(() => undefined)
        .then(() => queue.foreground(noting(log, 'request'))),
    ];
    await Promise.all(done);
    expect(log).toEqual(['request', 'background']);
  });

  it('does not let requests starve a background job', async () => {
    let clock = 0;
    const queue = createLaneQueue(50, () => clock);
    const log: string[] = [];
    const background = queue.background(noting(log, 'background'));
    let release!: () => void;
    const first = queue.foreground(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            log.push('first');
            resolve();
          };
        }),
    );
    const second = queue.foreground(noting(log, 'second'));
    await tick();
    clock = 60; // the background job has now waited its due
    release();
    await Promise.all([background, first, second]);
    expect(log).toEqual(['first', 'background', 'second']);
  });

  it('passes errors on, thrown or rejected, and keeps going', async () => {
    const queue = createLaneQueue();
    await expect(
      queue.foreground(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(queue.background(() => Promise.reject(new Error('async')))).rejects.toThrow('async');
    expect(await queue.foreground(() => Promise.resolve('still running'))).toBe('still running');
  });
});
