/**
 * bcrypt off the main thread: bcryptjs is pure JavaScript, so a cost-10 hash (~60-100 ms)
 * would otherwise stall every other request of the local stack. Plain .mjs so Node can load it
 * as a worker without a TypeScript loader. Protocol: passwords.ts.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

import bcrypt from 'bcryptjs';

// Lowest CPU priority for this thread only (on Linux, priority 0 = the calling thread):
// password hashing then yields the CPU to request handling, so logins in flight barely slow
// other requests. Where the platform refuses, hashing simply runs at normal priority.
try {
  setPriority(0, 19);
} catch {
  // not permitted here
}

parentPort?.on('message', (job) => {
  try {
    const result =
      job.op === 'hash'
        ? bcrypt.hashSync(job.password, job.cost)
        : bcrypt.compareSync(job.password, job.hash);
    parentPort?.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) });
  }
});
