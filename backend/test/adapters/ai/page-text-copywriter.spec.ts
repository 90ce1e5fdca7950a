import { expect } from 'chai';
import { answerKeys, corpusPage } from '../../../bench/understanding-corpus.js';
import { PageMetadataSchemaExtractor } from '../../../src/adapters/page-metadata/page-metadata-schema-extractor.js';
import { PageTextCopywriter } from '../../../src/adapters/page-metadata/page-text-copywriter.js';
import { descriptiveFields } from '../../../src/engine/copywriting/copy-fields.js';
import { schemaOrgVocabulary } from '../../../src/engine/vocabulary/schema-org-vocabulary.js';

const page = (name: string) => corpusPage(name, answerKeys()[name]!.url).snapshot;

describe('Copywriter without a model: whole sentences of the page, and what From URL found', () => {
  it('quotes whole sentences of the main content, never a review attribution', async () => {
    const kettle = page('shop-product-kettle.html');
    const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Gooseneck Kettle' };
    const fields = descriptiveFields(jsonLd, schemaOrgVocabulary).filter((field) => field.kind === 'description');
    const answer = await new PageTextCopywriter().suggest({
      page: { ...kettle, metaDescription: null },
      jsonLd,
      schemaType: 'Product',
      fields,
      tone: 'neutral',
    });
    const text = answer.drafts[0]!.text;
    expect(text).to.equal('The handle stays cool and the spout gives a slow, steady stream. Works on gas, electric and induction hobs.');
    expect(text).to.not.match(/Dana|Luis|—/);
  });

  it('says an FAQ answer already is the page text From URL extracted, instead of "no suitable text"', async () => {
    const faq = page('shop-faq.html');
    const { jsonLd } = await new PageMetadataSchemaExtractor().extract(faq, { type: null });
    const fields = descriptiveFields(jsonLd, schemaOrgVocabulary).filter((field) => field.kind === 'answer');
    expect(fields).to.have.length(4);
    const answer = await new PageTextCopywriter().suggest({ page: faq, jsonLd, schemaType: 'FAQPage', fields, tone: 'neutral' });
    expect(answer.notes.join(' ')).to.match(/Already the page's own text: FAQ answer: How long does shipping take\?/);
    expect(answer.notes.join(' ')).to.not.match(/no suitable text/);
  });
});
