import { isHttpUrl, parseUrlList } from './bulk-input';

describe('parseUrlList', () => {
  it('reads one URL a line, skipping blanks and merging repeats', () => {
    expect(parseUrlList(' https://a.test/1 \n\nhttps://a.test/2\r\nhttps://a.test/1\n')).toEqual({
      urls: ['https://a.test/1', 'https://a.test/2'],
      invalid: [],
    });
  });

  it('lists the lines that are not http(s) addresses', () => {
    expect(parseUrlList('https://a.test/1\nnot a url\nftp://a.test/x')).toEqual({
      urls: ['https://a.test/1'],
      invalid: ['not a url', 'ftp://a.test/x'],
    });
    expect(isHttpUrl('http://127.0.0.1:8080/page')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
