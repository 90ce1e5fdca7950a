import { expect } from 'chai';
import { ClientSite } from '../../src/domain/client-site/client-site.js';
import { deliveryAllowed } from '../../src/domain/client-site/domain-lock.js';
import { containsEdgeMarker, containsSdkSnippet } from '../../src/domain/client-site/sdk-snippet.js';
import { ValidationError } from '../../src/domain/shared/domain-error.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const ID = '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001';
const site = () => ClientSite.create({ id: ID, workspaceId: 'w', name: 'Shop', websiteUrl: 'https://Shop.Example.com/home', now: NOW });
const lockOf = (s: ClientSite) => ({ domainLockEnabled: s.domainLockEnabled, allowedHosts: s.allowedHosts, websiteHost: s.websiteHost() });

describe('ClientSite domain lock', () => {
  it('is off by default and delivers for any page', () => {
    expect(deliveryAllowed(lockOf(site()), 'https://elsewhere.example.net/', 'elsewhere.example.net')).to.equal(true);
  });

  it('defaults the allow-list to the website host', () => {
    const s = site();
    s.configureDomainLock({ enabled: true, allowedHosts: [] }, NOW);
    expect(deliveryAllowed(lockOf(s), 'https://shop.example.com/a', 'shop.example.com')).to.equal(true);
    expect(deliveryAllowed(lockOf(s), 'https://shop.example.com/a', 'evil.example.net')).to.equal(false);
    expect(deliveryAllowed(lockOf(s), 'https://evil.example.net/a', null)).to.equal(false);
  });

  it('normalises hosts, drops duplicates and stores the website host alone as the default', () => {
    const s = site();
    s.configureDomainLock({ enabled: true, allowedHosts: [' WWW.Shop.example.com ', 'www.shop.example.com', 'shop.example.com'] }, NOW);
    expect(s.allowedHosts).to.deep.equal(['www.shop.example.com', 'shop.example.com']);
    s.configureDomainLock({ enabled: true, allowedHosts: ['shop.example.com'] }, NOW);
    expect(s.allowedHosts).to.deep.equal([]);
  });

  it('refuses invalid hostnames with field errors and changes nothing', () => {
    const s = site();
    try {
      s.configureDomainLock({ enabled: true, allowedHosts: ['https://shop.example.com/', 'ok.example.com', 'bad host'] }, NOW);
      expect.fail('expected a validation error');
    } catch (error) {
      expect(error).to.be.instanceOf(ValidationError);
      expect((error as ValidationError).fields.allowedHosts!._errors).to.have.length(2);
    }
    expect(s.domainLockEnabled).to.equal(false);
  });

  it('SDK status goes Pending -> Verified once', () => {
    const s = site();
    expect(s.markSdkVerified(NOW)).to.equal(true);
    expect(s.markSdkVerified(NOW)).to.equal(false);
    expect(s.sdkStatus).to.equal('verified');
  });
});

describe('SDK snippet detection', () => {
  it('finds the snippet with this Client ID', () => {
    expect(containsSdkSnippet(`<head><script async src="https://sdn.example/sdk.js" data-client-id="${ID}"></script>`, ID)).to.equal(true);
    expect(containsSdkSnippet(`<SCRIPT data-client-id='${ID.toUpperCase()}' src='/sdk.js?v=2' defer>`, ID)).to.equal(true);
  });

  it('ignores another Client ID, another script and a mention outside a script tag', () => {
    expect(
      containsSdkSnippet(`<script src="https://sdn.example/sdk.js" data-client-id="00000000-0000-4000-8000-000000000000"></script>`, ID),
    ).to.equal(false);
    expect(containsSdkSnippet(`<script src="https://sdn.example/other.js" data-client-id="${ID}"></script>`, ID)).to.equal(false);
    expect(containsSdkSnippet(`<p>src="/sdk.js" data-client-id="${ID}"</p>`, ID)).to.equal(false);
  });

  it('recognises markup the edge inserted for this Client ID (Worker or middleware marker)', () => {
    const marker = (id: string) =>
      `<script type="application/ld+json" data-sdn="${id}">{}</script><meta name="sdn-edge" data-sdn="${id}" content="https://shop.example.com/">`;
    expect(containsEdgeMarker(`<head>${marker(ID)}</head>`, ID)).to.equal(true);
    expect(containsEdgeMarker(`<head>${marker(ID.toUpperCase())}</head>`, ID)).to.equal(true);
    expect(containsEdgeMarker(`<head>${marker('00000000-0000-4000-8000-000000000000')}</head>`, ID)).to.equal(false);
    expect(containsEdgeMarker(`<meta name="description" data-sdn="${ID}">`, ID)).to.equal(false);
    expect(containsEdgeMarker(`<p>name="sdn-edge" data-sdn="${ID}"</p>`, ID)).to.equal(false);
  });
});
