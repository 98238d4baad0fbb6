import 'server-only';
import type { SharpOptions } from 'sharp';
import type { Action } from '@/lib/rights';
import type { UploadType } from './file-type';
import type { UploadFolder } from './upload-dir';

/**
 * How an image is re-encoded: upright, at most `side` pixels, with no metadata at all; as a JPEG, or with `keepType`
 * in the type it came as (PNG and WebP keep their transparency, e.g. a logo).
 */
export type ImageEncoding = {
  /** Written again as PNG, JPEG or WebP, whichever it was, instead of as JPEG. */
  keepType?: true;
  side: number;
  quality: number;
  mozjpeg?: boolean;
  /**
   * Pixels an image may have (IMAGE_MAX_PIXELS unless set), read from its header before any pixel is decoded: a
   * decompression bomb (a 60000×60000 PNG is 437 kB on disk) is refused with a 422 and costs nothing.
   */
  maxPixels?: number;
  /** The 422's message key past maxPixels (`errors.image_too_many_pixels` unless set). */
  pixelError?: string;
  /** Decoder options beyond the pixel limit (e.g. fail on a damaged file, first frame only). */
  decode?: Pick<SharpOptions, 'failOn' | 'animated'>;
  /** Transparent parts painted over with this colour when written as JPEG (JPEG has no transparency). */
  background?: string;
  /** A second, smaller copy stored beside the image. */
  thumb?: { side: number; quality: number };
};

/**
 * One use of the file pipeline (a child's photo, a school's logo, a news image, …): what it takes, how it is
 * kept, how it is served and who may reach it. Which row (and so which file) is within a caller's reach stays
 * with the area's query: it finds the stored name, and only then is the file served.
 */
export type FileUse = {
  /** Where its files live: DATA_DIR/uploads/<folder>. */
  folder: UploadFolder;
  /** The types it takes, judged by content (415 otherwise). */
  accepts: readonly UploadType[];
  maxBytes: number;
  /** The message key of the 415 answer (and of the form's `file` field). */
  typeError: string;
  /** Images re-encoded (metadata dropped); without it a file is kept byte for byte as sent. */
  encode?: ImageEncoding;
  /** The names its stored files have; nothing else in the folder is ever served or removed. */
  names: RegExp;
  /** Cache-Control of a served file. */
  cache: string;
  /** Content-Security-Policy of a served file (the file endpoint puts its own sandbox on all but a PDF). */
  csp?: string;
  /** Served as a download under the sender's file name (cleaned), or this name when it had none. */
  download?: string;
  /**
   * Who may reach it through the staff routes (/api/webadmin): the right on `menu` to read it, `upload` to add one.
   * Families reach theirs through the app's routes (/api/app), with their app token.
   */
  staff?: { menu: string; upload?: Action };
  /** Anyone may read it, signed in or not (a school's logo, shown on the sign-in page). */
  public?: true;
};

/** The pixels any stored image may have at the most, checked from its header before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** A declaration, checked against FileUse and kept literal. */
export const fileUse = <U extends FileUse>(use: U): U => use;

/** The types a use's files are served as: JPEG once re-encoded as JPEG, otherwise what it takes. */
export const servedTypes = (use: FileUse): readonly UploadType[] =>
  use.encode && !use.encode.keepType ? ['image/jpeg'] : use.accepts;

/**
 * Private files the browser may keep but must check again before every use (`no-cache`): its copy answers only after
 * the server, with the caller's session, said 304 to its ETag. So a copy never outlives the sign-out on a shared
 * browser (a year's `immutable` did), and a photo seen before still costs no download.
 */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** Personal data the browser does not keep. */
export const PRIVATE_NO_STORE = 'private, no-store';
