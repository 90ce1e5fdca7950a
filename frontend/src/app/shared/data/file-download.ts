import { HttpClient, HttpErrorResponse, type HttpResponse } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { type Observable, catchError, from, switchMap, throwError } from 'rxjs';

/** The file name a `Content-Disposition: attachment; filename="…"` header names, else the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const quoted = /filename="([^"]+)"/i.exec(disposition ?? '');
  return quoted?.[1] ?? fallback;
}

/**
 * Downloads a file the service builds (a ZIP, a PDF) through the API client instead of a plain link, so a refusal
 * ("This site has no published schemas to send yet.", a plan gate) reaches the page as an error instead of becoming
 * a downloaded error file or nothing at all.
 */
@Injectable({ providedIn: 'root' })
export class FileDownload {
  private readonly http = inject(HttpClient);

  /** The file; an error answer's JSON body is read back from the Blob the request asked for, for its message. */
  fetch(url: string): Observable<HttpResponse<Blob>> {
    return this.http
      .get(url, { observe: 'response', responseType: 'blob' })
      .pipe(
        catchError((error: unknown) =>
          from(withTextBody(error)).pipe(switchMap((readable) => throwError(() => readable))),
        ),
      );
  }

  /** Hands the file to the browser under the name the service gave it. */
  save(response: HttpResponse<Blob>, fallbackName: string): void {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(response.body!);
    link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }
}

async function withTextBody(error: unknown): Promise<unknown> {
  if (!(error instanceof HttpErrorResponse) || !(error.error instanceof Blob)) return error;
  return new HttpErrorResponse({
    error: await error.error.text(),
    status: error.status,
    statusText: error.statusText,
    url: error.url ?? undefined,
  });
}
