import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

// Reads back the text of a PDF that pdf-lib wrote with embedded (subset) fonts: each text run's glyph codes go through
// its font's ToUnicode map. Enough for our own receipts (a test checks what a reader would see), not for any PDF.

const streamText = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, hex] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = hex.match(/.{4}/g)!.map((u) => parseInt(u, 16));
      map.set(code.toLowerCase(), String.fromCharCode(...units));
    }
  return map;
}

/** The page's text runs (one string per Tj), in drawing order. */
export async function pdfTextRuns(bytes: Uint8Array, pageIndex = 0): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(pageIndex);
  const deref = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = deref(page.node.Resources()?.get(PDFName.of('Font'))) as PDFDict | undefined;
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = deref(ref) as PDFDict;
    const toUnicode = deref(font.get(PDFName.of('ToUnicode')));
    if (toUnicode instanceof PDFRawStream) fonts.set(name.decodeText(), unicodeMap(streamText(toUnicode)));
  }
  const contents = deref(page.node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map((o) => deref(o)) : [contents];
  const runs: string[] = [];
  let map: Map<string, string> | undefined;
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    for (const [, font, hex] of streamText(stream).matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (font) map = fonts.get(font);
      else if (hex !== undefined && map) runs.push(hex.match(/.{4}/g)?.map((code) => map!.get(code.toLowerCase()) ?? '�').join('') ?? '');
    }
  }
  return runs;
}
