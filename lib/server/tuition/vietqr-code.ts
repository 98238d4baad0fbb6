import 'server-only';
import QRCode from 'qrcode';

/** A QR code as one SVG path: the symbol's side in modules (with the quiet zone) and the dark modules' outline. */
export type QrPath = { size: number; d: string };

/** The quiet zone scanners need around the symbol: four modules (ISO/IEC 18004). */
const QUIET = 4;

/**
 * Draws a payload (a VietQR code) as an SVG path on the server, so that the browser gets a few kB of markup and no
 * QR library: each row's runs of dark modules become one rectangle. Error correction M, as banks print theirs.
 */
export function qrPath(payload: string): QrPath {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < n && modules.get(row, end)) end++;
      parts.push(`M${col + QUIET} ${row + QUIET}h${end - col}v1h${col - end}z`);
      col = end;
    }
  }
  return { size: n + 2 * QUIET, d: parts.join('') };
}
