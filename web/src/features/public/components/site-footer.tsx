import { siteConfig } from '@/config/site';

export function SiteFooter() {
  return (
    <footer className="border-t py-6 text-center text-sm text-muted-foreground">
      <p>
        © {new Date().getFullYear()} {siteConfig.name}. {siteConfig.tagline}.
      </p>
    </footer>
  );
}
