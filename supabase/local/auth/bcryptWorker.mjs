/**
 * bcrypt off the main thread: bcryptjs is pure JavaScript, so a cost-10 hash (~60-100 ms)
 * would otherwise stall every other request of the local stack. Plain .mjs so Node can load it
 * as a worker without a TypeScript loader. Protocol: passwords.ts.
 */
import { parentPort } from 'node:worker_threads';

import bcrypt from 'bcryptjs';

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
