import { expect } from 'chai';
import { NotificationSpotter } from '../../../src/adapters/embedded-postgres/notification-spotter.js';

/** A backend message: type byte, int32 length (counting itself), body. */
function message(type: string, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(5 + body.length);
  bytes[0] = type.charCodeAt(0);
  new DataView(bytes.buffer).setInt32(1, 4 + body.length);
  bytes.set(body, 5);
  return bytes;
}

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
// Bodies full of 'A' bytes: only a message's type byte may count, never its contents.
const commandComplete = message('C', new TextEncoder().encode('AAAA COMMIT\0'));
const notification = message('A', new TextEncoder().encode('\0\0\0\x01sdn_delivery_changed\0\0'));
const ready = message('Z', new TextEncoder().encode('I'));

describe('NotificationSpotter', () => {
  it('finds a notification among other messages, however the output is cut into chunks', () => {
    const withNotification = concat(commandComplete, notification, ready);
    for (let size = 1; size <= withNotification.length; size++) {
      const spotter = new NotificationSpotter();
      let found = 0;
      for (let at = 0; at < withNotification.length; at += size) if (spotter.spot(withNotification.subarray(at, at + size))) found++;
      expect(found, `chunks of ${size} bytes`).to.equal(1);
    }
  });

  it('finds none in output without one, even when bodies contain the notification type byte', () => {
    const without = concat(commandComplete, ready, commandComplete, ready);
    for (let size = 1; size <= without.length; size++) {
      const spotter = new NotificationSpotter();
      for (let at = 0; at < without.length; at += size) expect(spotter.spot(without.subarray(at, at + size))).to.equal(false);
    }
  });
});
