import JSZip from 'jszip';
import { cpuTask } from '../../ports/cpu-work.js';

export interface ZipEntry {
  path: string;
  content: string;
}

/** ZIP archives with jszip (pure JavaScript, deflate). A fixed date keeps identical input byte-identical. */
export async function zipFiles({ files }: { files: ZipEntry[] }): Promise<Uint8Array> {
  const archive = new JSZip();
  for (const file of files) archive.file(file.path, file.content, { date: new Date('2000-01-01T00:00:00Z') });
  return archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

export const zipFilesTask = cpuTask<typeof zipFiles>(import.meta.url, 'zipFiles');
