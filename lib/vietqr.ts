// VietQR: the EMVCo merchant-presented QR payload that Vietnamese banking apps scan to pay into a bank account
// (NAPAS 247 "transfer to account"), with the amount and the purpose filled in.

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), four upper-case hex digits, as EMVCo tag 63 wants. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The transfer note as the payload carries it (tag 62/08) and as a parent types it by hand: banking apps show the
 * purpose as typed, so it is kept to plain ASCII letters, digits, spaces and - (at most 25).
 */
export function transferNote(purpose: string): string {
  return purpose.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^A-Za-z0-9 -]/g, '').slice(0, 25);
}

export type VietQrInput = { bin: string; accountNo: string; amount: number; purpose: string };

/** The payload: NAPAS GUID A000000727, the bank BIN and account, VND (704), Vietnam, amount (54), purpose (62/08). */
export function vietQrPayload({ bin, accountNo, amount, purpose }: VietQrInput): string {
  const beneficiary = tlv('00', bin) + tlv('01', accountNo);
  const merchant = tlv('00', 'A000000727') + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA');
  const text = transferNote(purpose);
  const body =
    tlv('00', '01') +
    tlv('01', amount > 0 ? '12' : '11') +
    tlv('38', merchant) +
    tlv('53', '704') +
    (amount > 0 ? tlv('54', String(Math.round(amount))) : '') +
    tlv('58', 'VN') +
    (text ? tlv('62', tlv('08', text)) : '') +
    '6304';
  return body + crc16(body);
}

/** Reads a payload back into its tags (nested tags 38 and 62 as objects); for tests and for checking a scan. */
export function parseEmv(payload: string): Record<string, string | Record<string, string>> {
  const read = (s: string, nested: boolean): Record<string, string | Record<string, string>> => {
    const out: Record<string, string | Record<string, string>> = {};
    for (let i = 0; i < s.length; ) {
      const id = s.slice(i, i + 2);
      const len = Number(s.slice(i + 2, i + 4));
      const value = s.slice(i + 4, i + 4 + len);
      out[id] = nested && (id === '38' || id === '62') ? (read(value, false) as Record<string, string>) : value;
      i += 4 + len;
    }
    return out;
  };
  return read(payload, true);
}
