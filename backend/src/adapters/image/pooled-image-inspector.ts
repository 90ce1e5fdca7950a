import type { InspectedImage } from '../../domain/account/workspace-branding.js';
import type { CpuWork } from '../../ports/cpu-work.js';
import type { ImageInspector } from '../../ports/image-inspector.js';
import { inspectImageTask } from './image-header-reader.js';

/** ImageInspector on the request pool: the uploaded bytes are read off the thread that serves delivery. */
export class PooledImageInspector implements ImageInspector {
  constructor(private readonly cpuWork: CpuWork) {}

  inspect(content: Buffer): Promise<InspectedImage> {
    return this.cpuWork.run(inspectImageTask, { content });
  }
}
