import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    instructions?: string;
    input: { role: string; content: string }[];
    text?: { format?: { type: string; name: string; strict: boolean; schema: unknown } };
  };
}

/**
 * A loopback fake of the one OpenAI endpoint we use, POST /v1/responses, answering the Responses API's shape with a
 * structured output. `answer` builds the intermediate from the page snapshot the SDK sent; `failWith` makes every
 * call answer that HTTP status.
 */
export async function startFakeOpenAi(
  answer: (page: Record<string, unknown>, schemaTypes: string[]) => Record<string, unknown>,
  /** Answers by structured-output name for other requests (e.g. `copy_suggestions`), given the user message and the request. */
  others: Record<string, (content: Record<string, unknown>, body: FakeOpenAiRequest['body']) => Record<string, unknown>> = {},
) {
  const requests: FakeOpenAiRequest[] = [];
  let failWith: number | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeOpenAiRequest['body'];
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (failWith)
        return void res
          .writeHead(failWith, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'fake outage', type: 'server_error' } }));
      if (req.url !== '/v1/responses') return void res.writeHead(404).end();
      const schema = body.text?.format?.schema as { properties: { schemaType?: { enum: string[] } } };
      const content = JSON.parse(body.input[0]!.content) as Record<string, unknown>;
      const other = others[body.text?.format?.name ?? ''];
      const output = JSON.stringify(other ? other(content, body) : answer(content, schema.properties.schemaType?.enum ?? []));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `resp_${requests.length}`,
          object: 'response',
          created_at: Math.floor(Date.now() / 1000),
          model: body.model,
          status: 'completed',
          output: [
            {
              type: 'message',
              id: `msg_${requests.length}`,
              status: 'completed',
              role: 'assistant',
              content: [{ type: 'output_text', text: output, annotations: [] }],
            },
          ],
          usage: {
            input_tokens: 812,
            output_tokens: 95,
            total_tokens: 907,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens_details: { reasoning_tokens: 0 },
          },
        }),
      );
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    requests,
    failWith: (status: number | null) => void (failWith = status),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** An answer that reads the page like a model would: the title as the name, the first price as the offer. */
export function productAnswer(page: Record<string, unknown>, types: string[]): Record<string, unknown> {
  const prices = page.prices as { amount: string; currency: string | null }[];
  return {
    schemaType: types.includes('Product') ? 'Product' : types[0],
    name: (page.openGraph as Record<string, string>).title ?? page.title,
    headline: null,
    description: page.metaDescription,
    image: (page.openGraph as Record<string, string>).image ?? null,
    url: page.canonical ?? page.url,
    datePublished: null,
    authorName: null,
    brandName: 'Shoe Shop',
    price: prices[0]?.amount ?? null,
    priceCurrency: prices[0]?.currency ?? null,
    availability: 'InStock',
    faq: [],
    breadcrumbs: [],
    extraProperties: [
      { property: 'sku', value: 'TR2-42' },
      { property: 'flavour', value: 'none' },
    ],
    notes: ['Price read from the product meta tags.'],
  };
}

/**
 * A copywriter answer that shows what it was given: every field gets a text naming the tone found in the
 * instructions; the description is deliberately too long (the service must cut it) and FAQ answers too short (dropped).
 */
export function copyAnswer(content: Record<string, unknown>, body: FakeOpenAiRequest['body']): Record<string, unknown> {
  const tone = /Tone: (\w+)/.exec(body.instructions ?? '')?.[1] ?? 'none';
  const page = content.page as { title: string | null } | null;
  const fields = content.fields as { path: string; kind: string }[];
  const text = (kind: string) =>
    kind === 'description'
      ? `In a ${tone} voice: ${page?.title ?? 'this page'} is described here at length. ${'It has many more words than a description may hold. '.repeat(4)}`
      : kind === 'answer'
        ? 'Yes.'
        : `${tone} headline for ${page?.title ?? 'the page'}`;
  return { suggestions: fields.map((field) => ({ path: field.path, text: text(field.kind) })), notes: ['Kept to the facts on the page.'] };
}
