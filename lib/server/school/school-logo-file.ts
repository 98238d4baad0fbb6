import 'server-only';
import { IMAGE_TYPES } from '../files/file-type';
import { fileUse } from '../files/file-use';
import { LOGO_FILE, LOGO_MAX_BYTES } from '@/lib/schemas/school';

export const LOGO_ROUTE = '/api/webadmin/Tenant/logo/';

/** The longest side of a stored logo, in pixels: the sign-in page and the header show it far smaller. */
const LOGO_MAX_SIDE = 1024;

/**
 * A school's logo: PNG, JPEG or WebP by content, at most 1 MB, written again in its own type (a PNG keeps its
 * transparency), upright, at most LOGO_MAX_SIDE pixels and without its metadata, as
 * DATA_DIR/uploads/logos/<school id>-<32 random hex>.<ext>. Public, because the sign-in page shows it; the name
 * changes with every upload, so a copy never goes stale.
 */
export const SCHOOL_LOGO = fileUse({
  folder: 'logos',
  accepts: IMAGE_TYPES,
  maxBytes: LOGO_MAX_BYTES,
  typeError: 'errors.file_type',
  encode: { keepType: true, side: LOGO_MAX_SIDE, quality: 90 },
  names: LOGO_FILE,
  cache: 'public, max-age=31536000, immutable',
  staff: { menu: 'school', upload: 'update' },
  public: true,
});
