import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { attachmentName } from '../data/file-download';
import { DownloadButton } from './download-button';

function render() {
  TestBed.configureTestingModule({ providers: [provideHttpClient(), provideHttpClientTesting()] });
  const fixture = TestBed.createComponent(DownloadButton);
  fixture.componentRef.setInput('url', '/api/clients/c1/send-to-dev.zip');
  fixture.componentRef.setInput('label', 'Send to Dev');
  fixture.componentRef.setInput('fileName', 'send-to-dev.zip');
  fixture.detectChanges();
  return {
    fixture,
    http: TestBed.inject(HttpTestingController),
    host: fixture.nativeElement as HTMLElement,
  };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('DownloadButton', () => {
  it('shows the reason the service refused the file beside the button that asked for it', async () => {
    const { fixture, http, host } = render();
    host.querySelector('button')!.click();
    const body = new Blob(
      [JSON.stringify({ error: 'This site has no published schemas to send yet.' })],
      { type: 'application/json' },
    );
    http
      .expectOne('/api/clients/c1/send-to-dev.zip')
      .flush(body, { status: 400, statusText: 'Bad Request' });
    await settle();
    await settle();
    fixture.detectChanges();
    expect(host.querySelector('[role="alert"]')!.textContent).toBe(
      'This site has no published schemas to send yet.',
    );
    expect(host.querySelector('button')!.disabled).toBe(false);
  });

  it('saves the file under the name the service gives it', async () => {
    const { http, host } = render();
    const clicked: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      host.querySelector('button')!.click();
      http.expectOne('/api/clients/c1/send-to-dev.zip').flush(new Blob(['PK']), {
        headers: { 'content-disposition': 'attachment; filename="Acme-send-to-dev.zip"' },
      });
      await settle();
      expect(clicked).toEqual(['Acme-send-to-dev.zip']);
      expect(host.querySelector('[role="alert"]')).toBeNull();
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  });

  it('falls back to its own file name when the answer names none', () => {
    expect(attachmentName(null, 'report.pdf')).toBe('report.pdf');
    expect(attachmentName('attachment; filename="a b.pdf"', 'x')).toBe('a b.pdf');
  });
});
