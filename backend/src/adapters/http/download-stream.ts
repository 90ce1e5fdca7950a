import type { Response } from 'express';

/**
 * Answers `{ ...head, [key]: [items] }` written batch by batch, so a large list never sits in memory as one value or
 * one string. The first batch is read before anything is sent: a failure there still gets the error shape. A later
 * failure can only cut the answer, so the connection is destroyed rather than ended (a cut download must not look
 * complete). Writes wait for the client to drain, and stop reading when it goes away.
 */
export async function sendJsonStream(res: Response, head: object, key: string, batches: AsyncIterable<unknown[]>): Promise<void> {
  const iterator = batches[Symbol.asyncIterator]();
  let next = await iterator.next();
  const opening = JSON.stringify(head).slice(0, -1);
  res.status(200).type('application/json');
  let open = await write(res, `${opening}${opening === '{' ? '' : ','}${JSON.stringify(key)}:[`);
  let first = true;
  try {
    while (open && !next.done) {
      const text = next.value.map((item) => JSON.stringify(item)).join(',');
      if (text !== '') {
        open = await write(res, first ? text : `,${text}`);
        first = false;
      }
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
  res.end(']}');
}

/** Writes a chunk; resolves false when the client went away instead of draining. */
export function write(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (drained: boolean) => () => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(drained);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}
