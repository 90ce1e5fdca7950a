import { HTMLRewriter } from 'html-rewriter-wasm';

/**
 * Streams an HTML document through lol-html (the engine of Cloudflare's HTMLRewriter, as WebAssembly) and puts
 * `fragment` at the end of `<head>`, or first in `<body>` when the page has no head tag. Bytes pass through as
 * written: lol-html re-emits what it does not change, whatever the page's encoding.
 */
export class HeadInserter {
  private readonly rewriter: HTMLRewriter;
  private inserted = false;

  constructor(fragment: string, output: (chunk: Uint8Array) => void) {
    this.rewriter = new HTMLRewriter((chunk) => {
      if (chunk.length > 0) output(chunk);
    });
    this.rewriter.on('head', {
      element: (head) => {
        if (this.inserted) return;
        this.inserted = true;
        head.append(fragment, { html: true });
      },
    });
    this.rewriter.on('body', {
      element: (body) => {
        if (this.inserted) return;
        this.inserted = true;
        body.prepend(fragment, { html: true });
      },
    });
  }

  /** Calls must not overlap: await each before the next (html-rewriter-wasm's rule). */
  write(chunk: Uint8Array): Promise<void> {
    return this.rewriter.write(chunk);
  }

  async end(): Promise<void> {
    try {
      await this.rewriter.end();
    } finally {
      this.rewriter.free();
    }
  }
}

/** A Web stream of the same document with the fragment inserted (for fetch-style handlers). */
export function insertIntoHeadStream(body: ReadableStream<Uint8Array>, fragment: string): ReadableStream<Uint8Array> {
  let inserter: HeadInserter;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        inserter = new HeadInserter(fragment, (chunk) => controller.enqueue(chunk));
      },
      transform: (chunk) => inserter.write(chunk),
      flush: () => inserter.end(),
    }),
  );
}
