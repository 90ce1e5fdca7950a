import { LOGO_LIMITS } from '@sdn/contracts';

/**
 * What the browser can tell about a chosen logo before sending it: PNG or JPEG by its first bytes (a file's name and
 * type are only what it claims), and its size. The server reads it again, whole, in its pool.
 */
export async function logoFileProblem(
  file: Blob,
): Promise<{ status: 400 | 413; message: string } | null> {
  if (file.size > LOGO_LIMITS.maxBytes) {
    const message = `The logo is ${Math.ceil(file.size / 1024)} KB; it must be at most ${LOGO_LIMITS.maxBytes / 1024} KB. Export it smaller (a PNG or JPEG).`;
    return { status: 413, message };
  }
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every(
    (byte, at) => head[at] === byte,
  );
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (png || jpeg) return null;
  return {
    status: 400,
    message:
      'The logo must be a PNG or JPEG image (SVG and other formats are not accepted), whatever its name says.',
  };
}

/** The file's bytes in base64, as the upload request carries them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
