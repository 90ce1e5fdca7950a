import pdfmake from 'pdfmake';

/** A deliberate violation: a use case laying out a PDF on the request thread. */
export async function render(): Promise<Buffer> {
  return pdfmake.createPdf({ content: ['report'] }).getBuffer();
}
