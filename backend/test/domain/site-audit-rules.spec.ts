import type { ComparedFinding } from '@sdn/contracts';
import { expect } from 'chai';
import { compareFindings } from '../../src/domain/audit/audit-comparison.js';
import { pageScore, siteScore } from '../../src/domain/audit/audit-score.js';
import { consistencyFindings } from '../../src/domain/audit/markup-consistency.js';
import { withDeliveredCopiesAdvice } from '../../src/domain/audit/delivered-copies.js';
import { itemsOfBlock } from '../../src/domain/audit/markup-item.js';
import { auditPageKind, missingMarkupFinding } from '../../src/domain/audit/page-kind.js';
import { understandPage } from '../../src/domain/page-understanding/understand-page.js';
import { answerKeys, corpusPage } from '../../bench/understanding-corpus.js';
import { visibleMismatchFindings } from '../../src/domain/audit/visible-mismatch.js';
import { numbersShown, showsNumber } from '../../src/domain/audit/visible-text.js';

const product = (name: string, price: string) => ({ '@type': 'Product', name, offers: { '@type': 'Offer', price, priceCurrency: 'EUR' } });
const finding = (url: string, type: ComparedFinding['type']): ComparedFinding => ({
  url,
  type,
  severity: 'error',
  schemaType: 'Product',
  source: 'json-ld',
  message: 'm',
  fix: 'f',
});

describe('Site audit rules', () => {
  it('reads numbers as written on pages in either decimal convention', () => {
    const shown = numbersShown('Now €1,299.00, was 1.499,00 — rated 4,5 by 12');
    expect(showsNumber(shown, '1299')).to.equal(true);
    expect(showsNumber(shown, 1499)).to.equal(true);
    expect(showsNumber(shown, '4.5')).to.equal(true);
    expect(showsNumber(shown, '49.99')).to.equal(false);
    expect(showsNumber(shown, 'free')).to.equal(null);
  });

  it('flattens @graph and arrays, reading prefixed types', () => {
    const items = itemsOfBlock(
      {
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'schema:Product' }, { name: 'untyped' }, { '@type': ['Article', 'Thing'] }],
      },
      'json-ld',
    );
    expect(items.map((i) => i.type)).to.deep.equal(['Product', 'Article']);
  });

  it('tells a duplicate from a conflict, and leaves repeatable types alone', () => {
    const same = [...itemsOfBlock(product('Kettle', '49.99'), 'json-ld'), ...itemsOfBlock(product('kettle', '49.990'), 'delivered')];
    expect(consistencyFindings(same).map((f) => [f.type, f.severity])).to.deep.equal([['duplicate', 'warning']]);
    const differ = [...itemsOfBlock(product('Kettle', '49.99'), 'json-ld'), ...itemsOfBlock(product('Kettle', '59.99'), 'microdata')];
    expect(consistencyFindings(differ)[0]).to.include({ type: 'conflict', severity: 'error', source: 'microdata' });
    const reviews = [
      ...itemsOfBlock({ '@type': 'Review', name: 'a' }, 'json-ld'),
      ...itemsOfBlock({ '@type': 'Review', name: 'b' }, 'json-ld'),
    ];
    expect(consistencyFindings(reviews)).to.deep.equal([]);
  });

  it('reports markup the visible text does not show: price and rating as errors, a name as a warning', () => {
    const items = itemsOfBlock(
      { ...product('Deluxe Kettle', '99.00'), aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.9' } },
      'json-ld',
    );
    const found = visibleMismatchFindings(items, 'Kettle. Price €79.00. Rated 3.8');
    expect(found.map((f) => f.severity).sort()).to.deep.equal(['error', 'error', 'warning']);
    expect(visibleMismatchFindings(items, 'Deluxe   KETTLE for €99,00 — 4.9 stars')).to.deep.equal([]);
  });

  it('recognises page kinds from what the page shows, and names the fix for each situation', () => {
    const understood = (name: string) => understandPage(corpusPage(name, answerKeys()[name]!.url).snapshot);
    // A price in a promo bar or a product grid makes no page a product; a byline and a date make an article.
    expect(auditPageKind(understood('shop-home.html'))).to.equal('Organization');
    expect(auditPageKind(understood('shop-category-cookware.html'))).to.equal('CollectionPage');
    expect(auditPageKind(understood('blog-post-byline.html'))).to.equal('BlogPosting');
    expect(auditPageKind(understood('shop-faq.html'))).to.equal('FAQPage');
    expect(auditPageKind(understood('privacy-policy.html'))).to.equal(null);
    expect(missingMarkupFinding(understood('shop-home.html'))!.fix).to.match(/^Add Organization and WebSite markup/);
    const bakery = missingMarkupFinding(understood('bakery.html'))!;
    expect(bakery).to.include({ type: 'missing-markup', schemaType: 'Bakery' });
    expect(bakery.message).to.match(/name, address and phone but carries no LocalBusiness markup/);
    expect(missingMarkupFinding(understood('shop-category-cookware.html'))!.fix).to.match(/never a single Product/);
    expect(missingMarkupFinding(understood('shop-contact.html'))).to.equal(null);
  });

  it('scores pages and sites', () => {
    expect(pageScore([])).to.equal(100);
    expect(pageScore([finding('/a', 'conflict'), { ...finding('/a', 'duplicate'), severity: 'warning' }])).to.equal(55);
    expect(pageScore(Array.from({ length: 5 }, () => finding('/a', 'conflict')))).to.equal(0);
    expect(siteScore([100, 65, 40])).to.equal(68);
    expect(siteScore([])).to.equal(null);
  });

  it('weighs coverage: a page that should carry markup and has none valid scores 20 at most, so a bare site scores low', () => {
    const missing = { ...finding('/a', 'missing-markup'), severity: 'warning' as const };
    expect(pageScore([missing], { expectsMarkup: true, hasValidMarkup: false })).to.equal(20);
    // Only broken JSON: one error, and no valid markup where the page meant to have some.
    expect(pageScore([{ ...finding('/a', 'invalid-json'), severity: 'error' }], { expectsMarkup: true, hasValidMarkup: false })).to.equal(
      20,
    );
    expect(pageScore([], { expectsMarkup: false, hasValidMarkup: false })).to.equal(100);
    const bareSite = Array.from({ length: 25 }, () => pageScore([missing], { expectsMarkup: true, hasValidMarkup: false }));
    expect(siteScore(bareSite)).to.equal(20);
    // Each extra copy of a duplicated item costs 20: two copies 80, four copies 40.
    const duplicate = { ...finding('/a', 'duplicate'), severity: 'warning' as const };
    expect(pageScore([duplicate], { expectsMarkup: true, hasValidMarkup: true, extraCopies: 1 })).to.equal(80);
    expect(pageScore([duplicate], { expectsMarkup: true, hasValidMarkup: true, extraCopies: 3 })).to.equal(40);
  });

  it('advises pausing one of two copies this service delivers, not removing markup from the page', () => {
    const delivered = itemsOfBlock(product('Kettle', '79.00'), 'delivered');
    const twice = [...delivered, ...itemsOfBlock(product('Kettle', '79.00'), 'delivered')];
    const [duplicate] = withDeliveredCopiesAdvice(consistencyFindings(twice), twice);
    expect(duplicate!.fix).to.match(/^This service delivers 2 published Product schemas for this page: pause all but one/);
    const mixed = [...delivered, ...itemsOfBlock(product('Kettle', '79.00'), 'json-ld')];
    expect(withDeliveredCopiesAdvice(consistencyFindings(mixed), mixed)[0]!.fix).to.match(/remove the markup written into the page/);
  });

  it('compares audits as multisets: fixed, new, still open', () => {
    const base = [finding('/a', 'conflict'), finding('/a', 'conflict'), finding('/b', 'mismatch')];
    const current = [finding('/a', 'conflict'), finding('/c', 'mismatch')];
    const compared = compareFindings(base, current);
    expect(compared.fixed.map((f) => [f.url, f.type])).to.deep.equal([
      ['/a', 'conflict'],
      ['/b', 'mismatch'],
    ]);
    expect(compared.new.map((f) => f.url)).to.deep.equal(['/c']);
    expect(compared.stillOpen.map((f) => f.url)).to.deep.equal(['/a']);
  });
});
