// The banks of the NAPAS 247 network by their BIN (the six digits a VietQR code names the bank by), with the short
// name their customers know them by. A bank not listed here shows as its BIN.
const BANKS: Record<string, string> = {
  '970400': 'Saigonbank',
  '970403': 'Sacombank',
  '970405': 'Agribank',
  '970406': 'DongA Bank',
  '970407': 'Techcombank',
  '970408': 'GPBank',
  '970409': 'Bac A Bank',
  '970412': 'PVcomBank',
  '970414': 'OceanBank',
  '970415': 'VietinBank',
  '970416': 'ACB',
  '970418': 'BIDV',
  '970419': 'NCB',
  '970422': 'MB Bank',
  '970423': 'TPBank',
  '970424': 'Shinhan Bank',
  '970425': 'ABBANK',
  '970426': 'MSB',
  '970427': 'VietABank',
  '970428': 'Nam A Bank',
  '970429': 'SCB',
  '970430': 'PG Bank',
  '970431': 'Eximbank',
  '970432': 'VPBank',
  '970433': 'Vietbank',
  '970436': 'Vietcombank',
  '970437': 'HDBank',
  '970438': 'BAOVIET Bank',
  '970440': 'SeABank',
  '970441': 'VIB',
  '970443': 'SHB',
  '970446': 'Co-opBank',
  '970448': 'OCB',
  '970449': 'LPBank',
  '970452': 'KienlongBank',
  '970454': 'BVBank',
};

/** The bank's short name for a BIN, or null when the BIN is not one of the listed banks. */
export function bankName(bin: string): string | null {
  return BANKS[bin] ?? null;
}
