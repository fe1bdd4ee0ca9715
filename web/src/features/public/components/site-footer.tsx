import { siteConfig } from '@/config/site';
import { Subscribe } from './subscribe';

export function SiteFooter() {
  return (
    <footer className="flex flex-col items-center gap-2 border-t py-6 text-center text-sm text-muted-foreground">
      <p>
        © {new Date().getFullYear()} {siteConfig.name}. {siteConfig.tagline}.
      </p>
      <Subscribe feed="/feed.xml" testId="podcast-feed-link" />
    </footer>
  );
}
