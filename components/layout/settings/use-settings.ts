'use client';

import { createElement, Fragment, useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  applySettings,
  loadSettings,
  normalizeSettings,
  saveSettings,
  sameSettings,
  type Settings,
} from './settings-store';

export const THEME_STYLESHEET_ID = 'theme-stylesheet';
export const THEME_STYLESHEET_HREF = '/themes/theme.css';

/*
 * One shared store for the whole page (useSyncExternalStore), so the header, the sidebar and the
 * settings panel all see the same settings without prop drilling. The server and the first
 * (hydrating) client render use the defaults; React then re-renders with the saved settings.
 */
let current: Settings | null = null;
const listeners = new Set<() => void>();

function getSnapshot(): Settings {
  if (!current) current = loadSettings();
  return current;
}

function getServerSnapshot(): Settings {
  return DEFAULT_SETTINGS;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function commit(next: Settings, persist: boolean) {
  const prev = getSnapshot();
  if (persist) saveSettings(next);
  applySettings(next);
  if (sameSettings(prev, next)) return;
  current = next;
  listeners.forEach((l) => l());
}

/** Changes some settings; saves them to localStorage and applies them to <html>. Usable outside React. */
export function updateSettings(partial: Partial<Settings>): void {
  const prev = getSnapshot();
  commit(normalizeSettings({ ...prev, ...partial }, prev), true);
}

/** Back to DEFAULT_SETTINGS (saved and applied). */
export function resetSettings(): void {
  commit({ ...DEFAULT_SETTINGS }, true);
}

/** The theme stylesheet loads on mount (spec §2): one <link id="theme-stylesheet"> in <head>. */
export function ensureThemeStylesheet(): void {
  if (typeof document === 'undefined' || document.getElementById(THEME_STYLESHEET_ID)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = THEME_STYLESHEET_HREF;
  link.id = THEME_STYLESHEET_ID;
  document.head.appendChild(link);
}

let started = false;

/** Runs once per page: theme stylesheet, saved settings on <html> (and the auto-mode listener), other tabs. */
function startOnce() {
  if (started) return;
  started = true;
  ensureThemeStylesheet();
  applySettings(getSnapshot());
  window.addEventListener('storage', (event) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) commit(loadSettings(), false);
  });
}

/**
 * The display settings, with `update(partial)` and `reset()` that save and apply them.
 * Works with or without <SettingsProvider>; all callers share one state.
 */
export function useSettings(): readonly [Settings, (partial: Partial<Settings>) => void, () => void] {
  const settings = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(startOnce, []);
  const update = useCallback((partial: Partial<Settings>) => updateSettings(partial), []);
  const reset = useCallback(() => resetSettings(), []);
  return [settings, update, reset] as const;
}

/**
 * Put it once around the app (e.g. in the root or [locale] layout): on mount it loads the theme stylesheet,
 * applies the saved settings (and follows the system colour scheme in auto mode) and syncs other tabs.
 */
export function SettingsProvider({ children }: { children?: ReactNode }) {
  useEffect(startOnce, []);
  return createElement(Fragment, null, children);
}
