import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useTheme } from './use-theme';

type ThemeToggleProps = { className?: string };

/** Icon button switching light and dark; the label names the theme it switches to. */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const { t } = useTranslation('common');
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
