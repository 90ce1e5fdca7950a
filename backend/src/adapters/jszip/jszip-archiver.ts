import JSZip from 'jszip';
import type { ZipArchiver } from '../../ports/zip-archiver.js';

/** ZIP archives with jszip (pure JavaScript, deflate). A fixed date keeps identical input byte-identical. */
export class JsZipArchiver implements ZipArchiver {
  async zip(files: { path: string; content: string }[]): Promise<Buffer> {
    const archive = new JSZip();
    for (const file of files) archive.file(file.path, file.content, { date: new Date('2000-01-01T00:00:00Z') });
    return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  }
}
