import { expect } from 'chai';
import { ClientSite } from '../../src/domain/client-site/client-site.js';
import { normalizeWebsiteUrl, websiteUrlProblem } from '../../src/domain/client-site/website-url.js';
import { ValidationError } from '../../src/domain/shared/domain-error.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const create = (websiteUrl: string) =>
  ClientSite.create({ id: '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0002', workspaceId: 'w', name: 'Shop', websiteUrl, now: NOW });

describe('A site address', () => {
  it('takes a bare domain and adds https://', () => {
    expect(normalizeWebsiteUrl(' example.com ')).to.equal('https://example.com');
    expect(normalizeWebsiteUrl('shop.example.com/en')).to.equal('https://shop.example.com/en');
    expect(normalizeWebsiteUrl('//example.com')).to.equal('https://example.com');
    expect(normalizeWebsiteUrl('localhost:8080')).to.equal('https://localhost:8080');
    expect(create('example.com').websiteUrl).to.equal('https://example.com');
  });

  it('keeps an address that names its scheme as typed', () => {
    expect(normalizeWebsiteUrl('http://example.com')).to.equal('http://example.com');
    expect(normalizeWebsiteUrl('HTTPS://Example.com/a')).to.equal('HTTPS://Example.com/a');
    expect(normalizeWebsiteUrl('ftp://example.com')).to.equal('ftp://example.com');
  });

  it('explains what is still wrong', () => {
    expect(websiteUrlProblem(normalizeWebsiteUrl('shop'))).to.match(/^Not a valid domain\. Enter a domain such as example\.com/);
    expect(websiteUrlProblem(normalizeWebsiteUrl('my shop.com'))).to.equal('Must not contain spaces or control characters');
    expect(websiteUrlProblem(normalizeWebsiteUrl('ftp://example.com'))).to.match(/^Must start with http:\/\/ or https:\/\//);
    expect(websiteUrlProblem(normalizeWebsiteUrl('   '))).to.equal('Required');
    expect(websiteUrlProblem('https://example.com')).to.equal(null);
  });

  it('refuses an invalid address on rename and keeps the old one', () => {
    const site = create('example.com');
    expect(() => site.rename({ websiteUrl: 'not a site' }, NOW)).to.throw(ValidationError);
    expect(site.websiteUrl).to.equal('https://example.com');
    site.rename({ websiteUrl: 'www.example.org' }, NOW);
    expect(site.websiteUrl).to.equal('https://www.example.org');
  });
});
