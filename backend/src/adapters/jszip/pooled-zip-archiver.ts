import type { CpuWork } from '../../ports/cpu-work.js';
import type { ZipArchiver } from '../../ports/zip-archiver.js';
import { zipFilesTask } from './jszip-archiver.js';

/**
 * Send to Dev archives deflated on the background pool: a site's whole library (tenant-written text) compresses
 * in a worker, never on the thread that serves delivery.
 */
export class PooledZipArchiver implements ZipArchiver {
  constructor(private readonly backgroundWork: CpuWork) {}

  async zip(files: { path: string; content: string }[]): Promise<Buffer> {
    const bytes = await this.backgroundWork.run(zipFilesTask, { files });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
}
