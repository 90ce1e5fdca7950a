import { expect } from 'chai';
import fc from 'fast-check';
import { JsonrepairTextRepairer } from '../../src/adapters/jsonrepair/jsonrepair-text-repairer.js';
import { MAX_REPAIR_CHARS, parseJsonText } from '../../src/engine/json/parse-json-text.js';
import { JsonLdTextValidator } from '../../src/engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';

const repairer = new JsonrepairTextRepairer();
const CTX = '"@context": "https://schema.org"';
const tent = { '@context': 'https://schema.org', '@type': 'Product', name: 'Tent' };

/** Broken documents people paste, the document each must give, what the repair must say, and where the error is. */
const BROKEN: { name: string; text: string; value: unknown; note: RegExp; at: [number, number] }[] = [
  { name: 'trailing comma', text: `{${CTX}, "@type": "Product", "name": "Tent",}`, value: tent, note: /trailing comma/, at: [1, 71] },
  {
    name: 'single quotes',
    text: `{'@context': 'https://schema.org', '@type': 'Product', 'name': 'Tent'}`,
    value: tent,
    note: /single or typographic quotes/,
    at: [1, 2],
  },
  {
    name: 'typographic quotes',
    text: `{${CTX}, "@type": "Product", "name": \u201cTent\u201d}`,
    value: tent,
    note: /typographic quotes/,
    at: [1, 64],
  },
  {
    name: 'unquoted property names',
    text: `{${CTX}, "@type": "Product", name: "Tent"}`,
    value: tent,
    note: /unquoted property names/,
    at: [1, 56],
  },
  {
    name: 'comments',
    text: `{${CTX}, // the vocabulary\n "@type": "Product", "name": "Tent"}`,
    value: tent,
    note: /comments/,
    at: [1, 36],
  },
  {
    name: 'missing closing braces',
    text: `{${CTX}, "@type": "Product", "name": "Tent", "offers": {"@type": "Offer", "price": 120`,
    value: { ...tent, offers: { '@type': 'Offer', price: 120 } },
    note: /missing closing/,
    at: [1, 113],
  },
  { name: 'missing comma', text: `{${CTX}\n "@type": "Product"\n "name": "Tent"}`, value: tent, note: /missing commas/, at: [2, 2] },
  { name: 'missing colon', text: `{${CTX}, "@type" "Product", "name": "Tent"}`, value: tent, note: /missing colon/, at: [1, 44] },
  { name: 'truncated string', text: `{${CTX}, "@type": "Product", "name": "Tent`, value: tent, note: /cut off/, at: [1, 69] },
  {
    name: 'raw line break in a string',
    text: `{${CTX}, "@type": "Product", "name": "Tent", "description": "Two rooms.\nSleeps four."}`,
    value: { ...tent, description: 'Two rooms.\nSleeps four.' },
    note: /line break inside a string/,
    at: [1, 98],
  },
  {
    name: 'Python literals',
    text: `{${CTX}, "@type": "Product", "name": "Tent", "isFamilyFriendly": True, "sku": None}`,
    value: { ...tent, isFamilyFriendly: true, sku: null },
    note: /Python literals/,
    at: [1, 92],
  },
  {
    name: 'HTML-escaped quotes',
    text: `{&quot;@context&quot;: &quot;https://schema.org&quot;, &quot;@type&quot;: &quot;Product&quot;, &quot;name&quot;: &quot;Tent &amp; Tarp&quot;}`,
    value: { ...tent, name: 'Tent & Tarp' },
    note: /HTML-escaped/,
    at: [1, 2],
  },
  {
    name: 'Markdown code fence',
    text: '```json\n{' + CTX + ', "@type": "Product", "name": "Tent"}\n```',
    value: tent,
    note: /code fence/,
    at: [1, 1],
  },
  {
    name: 'script wrapper',
    text: `<script type="application/ld+json">\n{${CTX}, "@type": "Product", "name": "Tent"}\n</script>`,
    value: tent,
    note: /script type="application\/ld\+json"> wrapper/,
    at: [1, 1],
  },
  {
    name: 'script wrapper around broken JSON',
    text: `<script type="application/ld+json">{${CTX}, "@type": "Product", "name": "Tent",}</script>`,
    value: tent,
    note: /trailing comma/,
    at: [1, 1],
  },
];

describe('JSON repair (jsonrepair behind the engine port)', () => {
  for (const broken of BROKEN) {
    it(`repairs a ${broken.name} and keeps the line and column of the first error`, () => {
      const parsed = parseJsonText(broken.text, repairer);
      if (parsed.ok) throw new Error('the text should not parse as JSON');
      expect([parsed.error.line, parsed.error.column], parsed.error.message).to.deep.equal(broken.at);
      expect(parsed.repaired?.value).to.deep.equal(broken.value);
      expect(parsed.repaired?.repairs.join('\n')).to.match(broken.note);
    });
  }

  it('unwraps several script blocks into one list and offers @graph or separate schemas', () => {
    const event = { '@context': 'https://schema.org', '@type': 'Event', name: 'Trail day' };
    const text = `<script type="application/ld+json">${JSON.stringify(tent)}</script>\n<script type="application/ld+json">${JSON.stringify(event)}</script>`;
    const parsed = parseJsonText(text, repairer);
    if (parsed.ok) throw new Error('the text should not parse as JSON');
    expect(parsed.repaired?.value).to.deep.equal([tent, event]);
    expect(parsed.repaired?.blocks).to.equal(2);
    expect(parsed.repaired?.repairs.join('\n')).to.match(/found 2 JSON-LD blocks.*"@graph".*its own schema/);
  });

  it('reads several fenced blocks the same way', () => {
    const text = `Here you go:\n\`\`\`json\n${JSON.stringify(tent)}\n\`\`\`\nand\n\`\`\`\n${JSON.stringify({ ...tent, name: 'Tarp' })}\n\`\`\``;
    const parsed = parseJsonText(text, repairer);
    if (parsed.ok) throw new Error('the text should not parse as JSON');
    expect(parsed.repaired?.value).to.deep.equal([tent, { ...tent, name: 'Tarp' }]);
  });

  it('gives only the located error when the text cannot be repaired, or when no repairer is given', () => {
    const hopeless = parseJsonText('<script type="application/ld+json"></script>', repairer);
    expect(hopeless.ok).to.equal(false);
    expect(!hopeless.ok && hopeless.repaired).to.equal(undefined);
    const unrepaired = parseJsonText(`{${CTX},}`);
    expect(!unrepaired.ok && unrepaired.error.message).to.match(/line 1, column 35: trailing comma before }/);
    expect(!unrepaired.ok && unrepaired.repaired).to.equal(undefined);
  });

  it('does not try to repair a text longer than the bound, whose repair time could grow faster than its length', () => {
    const quotes = "{'a': '" + "x'".repeat(MAX_REPAIR_CHARS) + '}';
    const started = performance.now();
    const parsed = parseJsonText(quotes, repairer);
    expect(performance.now() - started).to.be.below(1_000);
    expect(!parsed.ok && parsed.repaired).to.equal(undefined);
    expect(!parsed.ok && parsed.notRepaired).to.equal('it is longer than 65,536 characters');
    const engine = new JsonLdTextValidator(new JsonLdValidator(schemaOrgVocabulary), repairer);
    expect(engine.validate(quotes).issues[0]).to.match(
      /line 1, column 2: non-standard quotes\. Fix the JSON syntax \(the text was not repaired automatically: it is longer than 65,536 characters\)\.$/,
    );
  });

  it('answers any text, and any valid document with one character cut out, without throwing', () => {
    const engine = new JsonLdTextValidator(new JsonLdValidator(schemaOrgVocabulary), repairer);
    const pieces = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      "'",
      ':',
      ',',
      '\n',
      '<script type="application/ld+json">',
      '```',
      '&quot;',
      'True',
      '\u201c',
      '/*',
      'a',
      '1',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const result = engine.validate(parts.join(''));
        expect(result.isValid === true || result.issues.length > 0).to.equal(true);
      }),
      { numRuns: 300 },
    );
    const text = BROKEN[0].text.replace(',}', '}');
    fc.assert(
      fc.property(fc.nat(text.length - 1), (cut) => {
        const damaged = text.slice(0, cut) + text.slice(cut + 1);
        const result = engine.validate(damaged);
        let parses = true;
        try {
          JSON.parse(damaged);
        } catch {
          parses = false;
        }
        // Text that no longer parses is always reported at a line and column, repaired or not.
        if (!parses) expect(result.findings[0]).to.include({ severity: 'error', path: null }).and.to.have.property('line');
      }),
      { numRuns: 200 },
    );
  });

  it('answers POST /api/validate with the syntax error and the repaired document as correctedSchema', () => {
    const engine = new JsonLdTextValidator(new JsonLdValidator(schemaOrgVocabulary), repairer);
    const result = engine.validate(BROKEN.find((broken) => broken.name === 'script wrapper around broken JSON')!.text);
    expect(result.isValid).to.equal(false);
    expect(result.issues[0]).to.match(/^Invalid JSON at line 1, column 1: .*see correctedSchema for a repaired version/);
    expect(result.findings[0]).to.include({ line: 1, column: 1 });
    expect(result.correctedSchema).to.deep.equal(tent);
    expect(result.warnings).to.include('JSON repair: removed the <script type="application/ld+json"> wrapper.');
    expect(result.warnings).to.include('JSON repair: removed a trailing comma before } or ].');
  });
});
