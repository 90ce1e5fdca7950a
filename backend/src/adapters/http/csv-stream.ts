import type { Response } from 'express';
import { write } from './json-stream.js';

/**
 * Answers a CSV download written batch by batch (the same rules as the JSON stream): the first batch is read before
 * anything is sent, so a failure there still gets the error shape; a later failure destroys the connection, so a cut
 * file never looks complete; writes wait for the client to drain and stop when it goes away.
 */
export async function sendCsvStream(res: Response, head: string, batches: AsyncIterable<string>): Promise<void> {
  const iterator = batches[Symbol.asyncIterator]();
  let next = await iterator.next();
  res.status(200).type('text/csv; charset=utf-8');
  let open = await write(res, head);
  try {
    while (open && !next.done) {
      if (next.value !== '') open = await write(res, next.value);
      if (open) next = await iterator.next();
    }
  } catch (error) {
    res.destroy();
    throw error;
  }
  if (!open) {
    await iterator.return?.();
    return;
  }
  res.end();
}
