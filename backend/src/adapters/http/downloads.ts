import type { Response } from 'express';

/** A generated file as an attachment; the name is reduced to safe characters so it cannot break the header. */
export function sendDownload(res: Response, contentType: string, fileName: string, content: Buffer): void {
  const safe =
    fileName
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'download';
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${safe}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(content);
}
