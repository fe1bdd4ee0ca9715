import { useEffect, useState } from 'react';
import { Check, ChevronDown, Copy, Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';

/**
 * Each podcast app's own address for subscribing to a feed (its documented URL scheme), given
 * the feed's absolute address. Apps not listed take the address copied, or the RSS link.
 */
const APPS: { name: string; href: (feed: URL) => string }[] = [
  { name: 'Apple Podcasts', href: (feed) => `podcast://${feed.host}${feed.pathname}${feed.search}` },
  { name: 'Overcast', href: (feed) => `overcast://x-callback-url/add?url=${encodeURIComponent(feed.href)}` },
  { name: 'Pocket Casts', href: (feed) => `pktc://subscribe/${feed.host}${feed.pathname}${feed.search}` },
  { name: 'Podcast Addict', href: (feed) => `podcastaddict://${feed.host}${feed.pathname}${feed.search}` },
  { name: 'AntennaPod', href: (feed) => `antennapod-subscribe://${feed.host}${feed.pathname}${feed.search}` },
];

/**
 * 'Subscribe': opens (a native disclosure, so it works before the app has loaded) the podcast
 * apps' buttons, the feed's address to copy, and the RSS file itself.
 */
export function Subscribe({ feed, testId }: { feed: string; testId: string }) {
  const { t } = useTranslation('public');
  const [copied, setCopied] = useState(false);
  // The server renders it without a window: the apps' buttons come once the page has its origin.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  const absolute = origin ? new URL(feed, origin) : null;
  const copy = () => {
    if (!absolute) return;
    navigator.clipboard.writeText(absolute.href).then(
      () => {
        setCopied(true);
        toast({ title: t('subscribe.copied'), description: t('subscribe.copiedHint') });
      },
      () => toast({ title: t('subscribe.copyFailed'), description: absolute.href, variant: 'destructive' }),
    );
  };
  const button = 'inline-flex items-center gap-1.5 rounded-md border bg-background px-3 py-1.5 text-sm text-foreground hover:bg-accent';
  return (
    <details className="group relative text-sm" data-testid="subscribe">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 hover:text-foreground hover:underline [&::-webkit-details-marker]:hidden">
        <Rss className="size-4" aria-hidden />
        {t('subscribe.button')}
        <ChevronDown className="size-3.5 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="mt-2 grid w-72 max-w-[calc(100vw-2rem)] gap-3 rounded-lg border bg-popover p-4 text-start text-popover-foreground shadow-sm" data-testid="subscribe-panel">
        <p className="font-medium">{t('subscribe.listenInApp')}</p>
        {absolute && (
          <ul className="flex flex-wrap gap-2">
            {APPS.map((app) => (
              <li key={app.name}>
                <a className={button} href={app.href(absolute)} data-testid="subscribe-app">
                  {app.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-1.5">
          <label htmlFor={`${testId}-address`} className="text-muted-foreground">
            {t('subscribe.copyHint')}
          </label>
          <div className="flex gap-2">
            <input id={`${testId}-address`} readOnly value={absolute?.href ?? feed} className="min-w-0 flex-1 rounded-md border bg-background px-2 py-1 font-mono text-xs" dir="ltr" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={button} onClick={copy} aria-label={t('subscribe.copyLabel')} data-testid="subscribe-copy">
              {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            </button>
          </div>
        </div>
        {/* A plain link: the server answers it (the SPA router must not). */}
        <a href={feed} className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground hover:underline" data-testid={testId}>
          <Rss className="size-4" aria-hidden />
          {t('subscribe.rssLink')}
        </a>
      </div>
    </details>
  );
}
