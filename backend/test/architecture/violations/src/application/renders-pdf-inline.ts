import pdfmake from 'pdfmake';

/** A deliberate violation: a use case laying out a PDF on the request thread. */
export const render = () => pdfmake.createPdf({ content: ['report'] });
