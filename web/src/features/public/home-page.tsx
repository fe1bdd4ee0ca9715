import { Search } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { Input } from '@/components/ui/input';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { siteConfig } from '@/config/site';

/** Placeholder of the public library home (issue 5 replaces it). */
export function HomePage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-end px-4 py-3">
        <ThemeToggle />
      </header>
      <main className="flex-1">
        <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center">
          <Logo className="size-16" />
          <h1 className="text-4xl font-semibold tracking-tight">{siteConfig.name}</h1>
          <p className="text-lg text-muted-foreground">{siteConfig.tagline}</p>
          <div className="relative w-full max-w-xl">
            <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input type="search" className="h-11 pl-9" placeholder="Search lectures, speakers, topics..." aria-label="Search" />
          </div>
        </section>
      </main>
    </div>
  );
}
