/**
 * Display settings (spec §2 "Shared layout", §9): fixed header, navigation behaviour, boxed layout,
 * font size, 16 theme colours and 3 modes. They are kept in localStorage and shown as classes on <html>;
 * the colours and layouts themselves are in styles/theme.css.
 *
 * Framework-free on purpose: the same rules run in SETTINGS_INIT_SCRIPT before first paint.
 */

export const SETTINGS_STORAGE_KEY = 'app.settings';

export const THEME_COUNT = 16;

/** The theme colours, in the order of theme-1 … theme-16 (must match styles/theme.css). */
export const THEME_COLORS = [
  '#0b5ed7',
  '#5b3cc4',
  '#7b1fa2',
  '#a21caf',
  '#c2185b',
  '#c62828',
  '#bf360c',
  '#8a5a00',
  '#4a7510',
  '#2e7d32',
  '#0f766e',
  '#0e7490',
  '#2f6690',
  '#283593',
  '#795548',
  '#475569',
] as const;

export const NAV_MODES = ['expanded', 'collapsed', 'hover'] as const;
export const FONT_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export const COLOR_MODES = ['light', 'dark', 'auto'] as const;

export type NavMode = (typeof NAV_MODES)[number];
export type FontSize = (typeof FONT_SIZES)[number];
export type ColorMode = (typeof COLOR_MODES)[number];
export type ThemeNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

export type Settings = {
  fixedHeader: boolean;
  nav: NavMode;
  boxed: boolean;
  fontSize: FontSize;
  theme: ThemeNumber;
  mode: ColorMode;
};

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  fixedHeader: true,
  nav: 'expanded',
  boxed: false,
  fontSize: 'md',
  theme: 1,
  mode: 'light',
});

/** Every class on <html> that the settings own; anything else on <html> is left alone. */
const MANAGED_CLASS = /^(theme-\d+|font-(sm|md|lg|xl)|layout-boxed|header-fixed|nav-(expanded|collapsed|hover))$/;

const DARK_QUERY = '(prefers-color-scheme: dark)';

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function isThemeNumber(value: unknown): value is ThemeNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= THEME_COUNT;
}

/**
 * Any value (parsed JSON, a partial update) to complete, valid settings; unknown fields are dropped and
 * missing or invalid ones come from `fallback` (the defaults unless given).
 */
export function normalizeSettings(raw: unknown, fallback: Settings = DEFAULT_SETTINGS): Settings {
  const s = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    fixedHeader: typeof s.fixedHeader === 'boolean' ? s.fixedHeader : fallback.fixedHeader,
    nav: oneOf(NAV_MODES, s.nav, fallback.nav),
    boxed: typeof s.boxed === 'boolean' ? s.boxed : fallback.boxed,
    fontSize: oneOf(FONT_SIZES, s.fontSize, fallback.fontSize),
    theme: isThemeNumber(s.theme) ? s.theme : fallback.theme,
    mode: oneOf(COLOR_MODES, s.mode, fallback.mode),
  };
}

export function sameSettings(a: Settings, b: Settings): boolean {
  return (
    a.fixedHeader === b.fixedHeader &&
    a.nav === b.nav &&
    a.boxed === b.boxed &&
    a.fontSize === b.fontSize &&
    a.theme === b.theme &&
    a.mode === b.mode
  );
}

/** Reads the saved settings; missing, unreadable or garbage JSON gives the defaults. */
export function loadSettings(): Settings {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    return normalizeSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function saveSettings(settings: Settings): void {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(normalizeSettings(settings)));
  } catch {
    /* private mode or full storage: the settings still apply for this page */
  }
}

export function systemPrefersDark(): boolean {
  try {
    return window.matchMedia(DARK_QUERY).matches;
  } catch {
    return false;
  }
}

/** The Bootstrap colour mode for a setting: auto follows the operating system. */
export function resolveMode(mode: ColorMode): 'light' | 'dark' {
  if (mode === 'auto') return systemPrefersDark() ? 'dark' : 'light';
  return mode;
}

/** The classes the settings put on <html>, e.g. ['theme-1', 'font-md', 'header-fixed', 'nav-expanded']. */
export function settingsClasses(settings: Settings): string[] {
  const classes = [`theme-${settings.theme}`, `font-${settings.fontSize}`, `nav-${settings.nav}`];
  if (settings.boxed) classes.push('layout-boxed');
  if (settings.fixedHeader) classes.push('header-fixed');
  return classes;
}

let systemQuery: MediaQueryList | null = null;
const onSystemChange = () => {
  document.documentElement.setAttribute('data-bs-theme', systemPrefersDark() ? 'dark' : 'light');
};

/** While the mode is auto, follow changes of the system colour scheme. */
function followSystemMode(follow: boolean) {
  if (follow && !systemQuery && typeof window.matchMedia === 'function') {
    systemQuery = window.matchMedia(DARK_QUERY);
    systemQuery.addEventListener('change', onSystemChange);
  } else if (!follow && systemQuery) {
    systemQuery.removeEventListener('change', onSystemChange);
    systemQuery = null;
  }
}

/** Shows the settings on <html>: the saved theme class, font, layout and nav classes, and data-bs-theme. */
export function applySettings(settings: Settings): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const s = normalizeSettings(settings);
  const stale = Array.from(html.classList).filter((c) => MANAGED_CLASS.test(c));
  if (stale.length) html.classList.remove(...stale);
  html.classList.add(...settingsClasses(s));
  html.setAttribute('data-bs-theme', resolveMode(s.mode));
  followSystemMode(s.mode === 'auto');
}

/**
 * Inline script for <head> (dangerouslySetInnerHTML) that applies the saved settings before first paint,
 * so there is no flash of the default theme. Self-contained; mirrors normalizeSettings + applySettings.
 */
const js = JSON.stringify;
export const SETTINGS_INIT_SCRIPT = [
  '(function(){try{',
  'var d=document.documentElement,s={};',
  `try{var r=localStorage.getItem(${js(SETTINGS_STORAGE_KEY)});`,
  'if(r){var p=JSON.parse(r);if(p&&typeof p==="object")s=p}}catch(e){}',
  'function o(l,v,f){return typeof v==="string"&&l.indexOf(v)>=0?v:f}',
  'function b(v,f){return typeof v==="boolean"?v:f}',
  `var t=typeof s.theme==="number"&&s.theme%1===0&&s.theme>=1&&s.theme<=${THEME_COUNT}?s.theme:${DEFAULT_SETTINGS.theme};`,
  `var m=o(${js(COLOR_MODES)},s.mode,${js(DEFAULT_SETTINGS.mode)});`,
  `var c=d.className.split(/\\s+/).filter(function(k){return k&&!${MANAGED_CLASS}.test(k)});`,
  `c.push("theme-"+t,"font-"+o(${js(FONT_SIZES)},s.fontSize,${js(DEFAULT_SETTINGS.fontSize)}),`,
  `"nav-"+o(${js(NAV_MODES)},s.nav,${js(DEFAULT_SETTINGS.nav)}));`,
  `if(b(s.boxed,${DEFAULT_SETTINGS.boxed}))c.push("layout-boxed");`,
  `if(b(s.fixedHeader,${DEFAULT_SETTINGS.fixedHeader}))c.push("header-fixed");`,
  'd.className=c.join(" ");',
  `if(m==="auto")m=window.matchMedia&&window.matchMedia(${js(DARK_QUERY)}).matches?"dark":"light";`,
  'd.setAttribute("data-bs-theme",m)',
  '}catch(e){}})();',
].join('');
