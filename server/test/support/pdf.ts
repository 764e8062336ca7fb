import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** The bytes of a PDF answer. */
export async function pdfBytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/**
 * A PDF's text as poppler's pdftotext reads it. pdf.js (pdf-parse) reads Latin text well but breaks Devanagari
 * clusters (a conjunct's glyph maps to several characters); poppler follows the ToUnicode maps and ActualText spans.
 */
export function popplerText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Words of a PDF's first page with their boxes in points (poppler's pdftotext -bbox), and the page's width. */
export function pdfWords(pdf: Buffer): {
  width: number;
  words: { text: string; xMin: number; yMin: number; xMax: number; yMax: number }[];
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-words-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', path.join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
    const width = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
    const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: m[5]!.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"'),
    }));
    return { width, words };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A region of a PDF's first page rendered by poppler (pdftoppm) as grey pixels, `dpi` dots per inch; box in points. */
export function renderRegion(
  pdf: Buffer,
  box: { xMin: number; yMin: number; xMax: number; yMax: number },
  dpi = 300,
): { width: number; height: number; pixels: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-region-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const px = (pt: number) => Math.round((pt * dpi) / 72);
    const args = ['-f', '1', '-l', '1', '-r', String(dpi), '-gray', '-singlefile'];
    args.push(
      '-x',
      String(px(box.xMin)),
      '-y',
      String(px(box.yMin)),
      '-W',
      String(px(box.xMax - box.xMin)),
      '-H',
      String(px(box.yMax - box.yMin)),
    );
    execFileSync('pdftoppm', [...args, path.join(dir, 'doc.pdf'), path.join(dir, 'region')]);
    const pgm = readFileSync(path.join(dir, 'region.pgm'));
    // Binary PGM: "P5\n<width> <height>\n255\n" then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
