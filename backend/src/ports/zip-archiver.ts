/** Packs text files into one ZIP archive (paths use `/`). */
export interface ZipArchiver {
  zip(files: { path: string; content: string }[]): Promise<Buffer>;
}
