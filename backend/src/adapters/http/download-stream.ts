import type { Response } from 'express';

/**
 * Answers a download written chunk by chunk, so a large list never sits in memory as one value or one string: `head`,
 * then each non-empty chunk, then `tail`. The first chunk is read before anything is sent: a failure there still gets
 * the error shape. A later failure can only cut the answer, so the connection is destroyed rather than ended (a cut
 * download must not look complete). Writes wait for the client to drain, and stop reading when it goes away.
 */
export async function sendTextStream(
  res: Response,
  contentType: string,
  parts: { head: string; chunks: AsyncIterable<string>; tail: string },
): Promise<void> {
  const iterator = parts.chunks[Symbol.asyncIterator]();
  let next = await iterator.next();
  res.status(200).type(contentType);
  let open = await write(res, parts.head);
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
  res.end(parts.tail);
}

/** Answers `{ ...head, [key]: [items] }` written batch by batch (see sendTextStream). */
export function sendJsonStream(res: Response, head: object, key: string, batches: AsyncIterable<unknown[]>): Promise<void> {
  const opening = JSON.stringify(head).slice(0, -1);
  return sendTextStream(res, 'application/json', {
    head: `${opening}${opening === '{' ? '' : ','}${JSON.stringify(key)}:[`,
    chunks: jsonItems(batches),
    tail: ']}',
  });
}

/** Each batch as its items' JSON, comma-separated across batches (an empty batch writes nothing). */
async function* jsonItems(batches: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    const text = batch.map((item) => JSON.stringify(item)).join(',');
    if (text === '') continue;
    yield first ? text : `,${text}`;
    first = false;
  }
}

/** Writes a chunk; resolves false when the client went away instead of draining. */
function write(res: Response, chunk: string): Promise<boolean> {
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
