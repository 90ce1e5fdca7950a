const NOTIFICATION_RESPONSE = 0x41; // 'A'
const HEADER_BYTES = 5; // type byte, then the int32 length (which counts itself but not the type byte)

/**
 * Spots NotificationResponse messages in a PostgreSQL backend's output as it streams out. Chunks may split a
 * message (or its header) at any byte, so the spotter keeps its place between chunks; `reset` at the start of each
 * exchange, whose output begins on a message boundary.
 */
export class NotificationSpotter {
  private readonly header = new Uint8Array(HEADER_BYTES);
  private headerBytes = 0;
  private bodyBytesLeft = 0;

  reset(): void {
    this.headerBytes = 0;
    this.bodyBytesLeft = 0;
  }

  /** True when a notification begins in this chunk. */
  spot(chunk: Uint8Array): boolean {
    let found = false;
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyBytesLeft > 0) {
        const skipped = Math.min(this.bodyBytesLeft, chunk.length - at);
        this.bodyBytesLeft -= skipped;
        at += skipped;
        continue;
      }
      this.header[this.headerBytes++] = chunk[at++]!;
      if (this.headerBytes < HEADER_BYTES) continue;
      if (this.header[0] === NOTIFICATION_RESPONSE) found = true;
      this.bodyBytesLeft = new DataView(this.header.buffer).getInt32(1) - 4;
      this.headerBytes = 0;
    }
    return found;
  }
}
