import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

/**
 * Every GST document is rendered by Typst (issue 31): it shapes Devanagari (HarfBuzz: ि before its consonant, क्ष,
 * त्र), which pdfkit's fontkit could not. The fonts are committed (server/assets/fonts, OFL) and are the only ones
 * loaded, so a page renders the same on every machine. The layout is one Typst file; the data is one JSON value in
 * sys.inputs, shown only as strings, so no name, address or reason can inject markup.
 */
const ASSETS = assetsDir(dirname(fileURLToPath(import.meta.url)));
const TEMPLATE = readFileSync(join(ASSETS, 'typst', 'document.typ'), 'utf8');

/** server/assets, found upwards from this file: server/src/… in development, server/dist/server/src/… when built. */
function assetsDir(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'assets', 'typst', 'document.typ'))) return join(dir, 'assets');
  }
  throw new Error(`server/assets (fonts and the document layout) not found above ${from}`);
}

/** One table of the document: columns, which of them stretch (`fr`) and align right (`r`), and rows of text. */
export interface DocumentTable {
  heading: string;
  columns: string[];
  widths: ('fr' | 'auto')[];
  align: ('l' | 'r')[];
  rows: string[][];
}

/** What the layout shows, every value already text (labels in the document's languages). */
export interface DocumentModel {
  /** Typst's text language: hyphenation and the PDF's language tag. */
  lang: 'en' | 'hi';
  /** The PDF's title, e.g. "Tax invoice ID/26-27/000001". */
  title: string;
  /** The heading printed top right, e.g. "कर बीजक / Tax invoice". */
  heading: string;
  supplier: { name: string; lines: string[] };
  /** Number, date and the like, under the heading. */
  meta: string[];
  recipient: { heading: string; lines: string[] };
  /** Place of supply, reverse charge, booking, car. */
  supply: string[];
  tables: DocumentTable[];
  /** "Label: value" rows, right-aligned; the last one (the total) printed larger. */
  totals: string[];
  words: string;
  notes: string[];
  signatory: { for_: string; name: string; label: string };
}

let compiler: NodeCompiler | null = null;

/** One compiler for the process: it keeps the parsed fonts (loading them is most of the first render's time). */
function typst(): NodeCompiler {
  compiler ??= NodeCompiler.create({ workspace: ASSETS, fontArgs: [{ fontPaths: [join(ASSETS, 'fonts')] }] });
  return compiler;
}

/** The PDF of a document. Deterministic: the same model gives the same bytes (no date in the PDF's metadata). */
export function renderDocument(model: DocumentModel): Buffer {
  const engine = typst();
  try {
    return Buffer.from(engine.pdf({ mainFileContent: TEMPLATE, inputs: { data: JSON.stringify(model) } }));
  } finally {
    engine.evictCache(30);
  }
}
