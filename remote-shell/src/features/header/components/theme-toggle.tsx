import { useAppStore } from 'shared/store';
import { IconButton } from './icon-button.tsx';

export function ThemeToggle() {
  const mode = useAppStore((state) => state.themeMode);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const next = mode === 'light' ? 'dark' : 'light';
  return (
    <IconButton
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <span aria-hidden="true">{mode === 'light' ? '☾' : '☀'}</span>
    </IconButton>
  );
}
