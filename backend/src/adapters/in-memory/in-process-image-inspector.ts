import type { InspectedImage } from '../../domain/account/workspace-branding.js';
import type { ImageInspector } from '../../ports/image-inspector.js';
import { inspectImage } from '../image/image-header-reader.js';

/** The image reader called on the caller's thread: for application specs, where no worker pool runs. */
export class InProcessImageInspector implements ImageInspector {
  async inspect(content: Buffer): Promise<InspectedImage> {
    return inspectImage({ content });
  }
}
