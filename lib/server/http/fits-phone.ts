import 'server-only';
import { headers } from 'next/headers';
import { UAParser } from 'ua-parser-js';

/** A phone (not a tablet) gets the card layout on a bare route; everything else the table. */
export async function fitsPhone() {
  const ua = (await headers()).get('user-agent') ?? '';
  return new UAParser(ua).getDevice().type === 'mobile';
}
