import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { qrPath } from '@/lib/server/tuition/vietqr-code';
import { transferNote, vietQrPayload } from '@/lib/vietqr';

/** The dark modules of our path (`M x y h n v1 h-n z` per run) as "x,y" cells. */
function ourCells(d: string) {
  const cells = new Set<string>();
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(n); i++) cells.add(`${Number(x) + i},${y}`);
  return cells;
}

/** The dark modules of the library's own SVG (one stroke path of `M x y.5 h n` and relative `m dx 0 h n` runs). */
function libraryCells(svg: string) {
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1];
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) cells.add(`${x + i},${Math.floor(y)}`);
      x += Number(a);
    }
  }
  return cells;
}

describe('the VietQR code drawn on the server', () => {
  const payload = vietQrPayload({ bin: '970436', accountNo: '0011004567890', amount: 2_660_000, purpose: 'HP-2026-03-0012' });

  it('draws exactly the modules the qrcode library draws, with a four-module quiet zone', async () => {
    const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
    const qr = qrPath(payload);
    expect(qr.size).toBe(side);
    const ours = ourCells(qr.d);
    expect(ours.size).toBeGreaterThan(100);
    expect([...ours].sort()).toEqual([...libraryCells(svg)].sort());
    // Nothing dark in the quiet zone.
    for (const cell of ours) {
      const [x, y] = cell.split(',').map(Number);
      expect(x >= 4 && y >= 4 && x < side - 4 && y < side - 4).toBe(true);
    }
  });

  it('the finder pattern sits in the top-left corner, inside the quiet zone', () => {
    const cells = ourCells(qrPath(payload).d);
    // The 7×7 finder: a dark ring, a light ring, a dark 3×3 core.
    for (let i = 0; i < 7; i++) {
      expect(cells.has(`${4 + i},4`)).toBe(true);
      expect(cells.has(`4,${4 + i}`)).toBe(true);
    }
    expect(cells.has('5,5')).toBe(false);
    expect(cells.has('7,7')).toBe(true);
  });

  it('the transfer note is what the payload carries: plain ASCII, at most 25 characters', () => {
    expect(transferNote('HP-2026-03-0012')).toBe('HP-2026-03-0012');
    expect(transferNote('Học phí tháng 3 của bé Đạt, lớp Mầm A')).toBe('Hoc phi thang 3 cua be Da');
  });
});
