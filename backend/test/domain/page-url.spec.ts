import { expect } from 'chai';
import { PageUrl } from '../../src/domain/shared/page-url.js';
import { ValidationError } from '../../src/domain/shared/domain-error.js';

describe('A page URL', () => {
  it('refuses <, >, " and says why', () => {
    for (const url of ['https://a.example/--><script>alert(1)</script><!--', 'https://a.example/x>', 'https://a.example/?q="x"']) {
      expect(PageUrl.problem(url), url).to.equal('Must not contain <, > or "');
    }
  });

  it('refuses whitespace and control characters anywhere, even where the URL parser would drop them', () => {
    expect(PageUrl.problem('https://a.example/a b')).to.equal('Must not contain whitespace');
    expect(PageUrl.problem('https://a.example/a\nb')).to.equal('Must not contain whitespace');
    expect(PageUrl.problem('https://a.example/a\u00a0b')).to.equal('Must not contain whitespace');
    expect(PageUrl.problem('https://a.example/a\u0000b')).to.equal('Must not contain control characters');
    expect(PageUrl.problem('https://a.example/a\u007fb')).to.equal('Must not contain control characters');
  });

  it('refuses what is not an absolute http(s) URL of at most 2,048 characters', () => {
    expect(PageUrl.problem('')).to.equal('Required');
    expect(PageUrl.problem(undefined)).to.equal('Required');
    expect(PageUrl.problem(42)).to.equal('Must be a string');
    expect(PageUrl.problem('javascript:alert(1)')).to.equal('Must be an absolute URL starting with http:// or https://');
    expect(PageUrl.problem('https://')).to.equal('Must be a valid absolute URL');
    expect(PageUrl.problem(`https://a.example/${'a'.repeat(2048)}`)).to.equal('Must be at most 2048 characters');
  });

  it('keeps the value as written for matching and gives the serialized form for files', () => {
    const url = PageUrl.parse('https://Shop.Example.com/a/../b?q=%41#top', 'pageUrl');
    expect(url.value).to.equal('https://Shop.Example.com/a/../b?q=%41#top');
    expect(url.serialized).to.equal('https://shop.example.com/b?q=%41#top');
  });

  it('fails parsing with the spec shape naming the field', () => {
    const error = (() => {
      try {
        PageUrl.parse('https://a.example/<b>', 'urls');
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).to.be.instanceOf(ValidationError);
    expect((error as ValidationError).fields).to.deep.equal({ urls: { _errors: ['Must not contain <, > or "'] } });
  });

  it('serializes a URL saved before the rule so that it cannot close a tag or a comment', () => {
    const serialized = PageUrl.serializedOf('https://a.example/--><script>alert(1)</script><!--')!;
    expect(serialized).to.not.match(/[<>"]/);
    expect(PageUrl.serializedOf('not a url')).to.equal(null);
  });
});
