import { create } from 'zustand';
import { useHydrated } from '../../ssr/hydration.ts';

export type Theme = 'dark' | 'light';

// Same key as the inline script of index.html, which applies the theme before the first paint.
const STORAGE_KEY = 'theme';
const THEME_COLORS: Record<Theme, string> = { dark: '#0b0a12', light: '#f7f6fb' };

function readTheme(): Theme {
  return typeof document !== 'undefined' && document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
}

interface ThemeState {
  theme: Theme;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readTheme(),
  toggleTheme: () => {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    applyTheme(theme);
    set({ theme });
  },
}));

/**
 * The theme as the page shows it: the server renders the dark one (it cannot know the device's), so
 * the first render in the browser does too, and the device's theme follows once hydrated.
 * The page's colours never wait: index.html's inline script applies the stored theme before paint.
 */
export function useTheme(): Theme {
  const theme = useThemeStore((state) => state.theme);
  return useHydrated() ? theme : 'dark';
}
