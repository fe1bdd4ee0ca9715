import { Rss } from 'lucide-react';
import { siteConfig } from '@/config/site';

export function SiteFooter() {
  return (
    <footer className="flex flex-col items-center gap-2 border-t py-6 text-center text-sm text-muted-foreground">
      <p>
        © {new Date().getFullYear()} {siteConfig.name}. {siteConfig.tagline}.
      </p>
      {/* A plain link: the server answers it (the SPA router must not). */}
      <a href="/feed.xml" className="inline-flex items-center gap-1.5 hover:text-foreground hover:underline" data-testid="podcast-feed-link">
        <Rss className="size-4" aria-hidden />
        Podcast feed
      </a>
    </footer>
  );
}
