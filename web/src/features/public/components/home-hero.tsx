import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Input } from '@/components/ui/input';

type HomeHeroProps = {
  search: string;
  onSearchChange: (value: string) => void;
  /** Undefined while the list loads or failed: the numbers are then hidden. */
  stats?: { count: number; noun: string; hours: number };
};

export function HomeHero({ search, onSearchChange, stats }: HomeHeroProps) {
  const { t } = useTranslation('public');
  return (
    <section className="border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 pt-8 pb-8 text-center sm:pt-10 sm:pb-10">
        <Logo className="size-12 sm:size-14" />
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('common:brand.name')}</h1>
        <p className="text-lg text-muted-foreground">{t('common:brand.tagline')}</p>
        <div className="relative mt-2 w-full max-w-xl">
          <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="h-12 rounded-full bg-card ps-10 text-base shadow-sm"
            placeholder={t('hero.searchPlaceholder')}
            aria-label={t('hero.searchLabel')}
            data-testid="home-search"
            dir="auto"
          />
        </div>
        {stats && (
          <dl className="mt-1 flex items-center text-sm text-muted-foreground" data-testid="home-stats">
            <div className="flex items-baseline gap-1.5 pe-6">
              <dt className="sr-only">{t('hero.recordingsTerm')}</dt>
              <dd className="flex items-baseline gap-1.5">
                <span className="text-2xl font-semibold text-foreground tabular-nums" data-testid="home-count">
                  {stats.count}
                </span>
                <span data-testid="home-count-noun">{stats.noun}</span>
              </dd>
            </div>
            <div className="flex items-baseline gap-1.5 border-s ps-6">
              <dt className="sr-only">{t('hero.hoursTerm')}</dt>
              <dd className="flex items-baseline gap-1.5">
                <span className="text-2xl font-semibold text-foreground tabular-nums" data-testid="home-hours">
                  {stats.hours}
                </span>
                <span>{t('hero.hoursOfContent', { count: stats.hours })}</span>
              </dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
