import type { InspectedImage } from '../domain/account/workspace-branding.js';

/**
 * Reads an uploaded image's type and size from its bytes, in the worker pool (the bytes are the tenant's). Anything
 * that is not a whole PNG or baseline/progressive JPEG within the domain's limits is refused with a BadRequestError
 * naming what was found; a budget overrun rejects like every pooled task.
 */
export interface ImageInspector {
  inspect(content: Buffer): Promise<InspectedImage>;
}
