import { expect } from 'chai';

const INSERTED =
  /(?:<script type="application\/ld\+json" data-sdn="[^"]+">.*?<\/script>)*<meta name="sdn-edge" data-sdn="[^"]+" content="[^"]*">/s;

/**
 * Splits what the edge served into the origin's bytes and what the edge inserted, and checks the rest is the
 * origin's page byte for byte. Returns the JSON-LD documents the edge inserted, in order, and the marker's URL.
 */
export function editedPage(served: Buffer, origin: Buffer, clientId: string): { documents: unknown[]; markerUrl: string } {
  const text = served.toString('latin1');
  const match = INSERTED.exec(text);
  expect(match, 'the edge inserted its block').to.not.equal(null);
  const rest = Buffer.from(text.slice(0, match!.index) + text.slice(match!.index + match![0].length), 'latin1');
  expect(rest.equals(origin), 'everything but the inserted block is the origin page, byte for byte').to.equal(true);
  const block = Buffer.from(match![0], 'latin1').toString('utf8');
  const scripts = [...block.matchAll(/<script type="application\/ld\+json" data-sdn="([^"]+)">(.*?)<\/script>/gs)];
  for (const script of scripts) expect(script[1]).to.equal(clientId);
  expect(block).to.include(`<meta name="sdn-edge" data-sdn="${clientId}"`);
  const markerUrl = /content="([^"]*)"/.exec(block)![1]!.replace(/&#38;/g, '&');
  return { documents: scripts.map((script) => JSON.parse(script[2]!)), markerUrl };
}

/** Where the block went: right before </head> of the origin's page. */
export function insertedBeforeHeadEnd(served: Buffer): boolean {
  return /<meta name="sdn-edge"[^>]*><\/head>/.test(served.toString('latin1'));
}
