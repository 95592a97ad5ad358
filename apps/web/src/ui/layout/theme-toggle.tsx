import { Moon, Sun } from '../icons.tsx';
import { useTheme, useThemeStore } from '../theme/theme-store.ts';

export function ThemeToggle() {
  const theme = useTheme();
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? 'Activer le thème clair' : 'Activer le thème sombre';
  return (
    <button type="button" className="icon-button" onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}
