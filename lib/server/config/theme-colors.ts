import 'server-only';
import type { TenantConfig } from '../db/schema';

/** A school's six theme colours as the API answers them, none when the school has not set one. */
export const themeColors = (c: TenantConfig) => ({
  btnColor: c.btnColor ?? null,
  textColor: c.textColor ?? null,
  themePrimary: c.themePrimary ?? null,
  themeMHPrimary: c.themeMHPrimary ?? null,
  themeMHHeader: c.themeMHHeader ?? null,
  themeMHPrimaryLighter: c.themeMHPrimaryLighter ?? null,
});
