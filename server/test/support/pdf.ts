import { PDFParse } from 'pdf-parse';

/** The text of a PDF answer, read back with a PDF library (invoices and credit notes are real PDFs). */
export async function pdfText(res: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
