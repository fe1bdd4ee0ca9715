import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ExternalLink, ListOrdered, Loader2, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SpeakerAvatar } from '@/components/speaker-avatar';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ContentHeader } from '@/components/content-header';
import type { SpeakerRecord } from '@/types/api';
import { usePublicSpeaker, useSpeakerLectures } from './api/get-speakers';
import { ContentGrid } from './components/content-grid';
import { LoadMore } from '@/components/load-more';
import { SiteFooter } from './components/site-footer';
import { Subscribe } from './components/subscribe';

function SpeakerHeading({ speaker }: { speaker: SpeakerRecord }) {
  const { t } = useTranslation('public');
  const feed = `/feed.xml?${new URLSearchParams({ speaker: speaker.name }).toString()}`;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <SpeakerAvatar name={speaker.name} size="lg" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Mic className="size-4" aria-hidden />
          {t('speakerPage.kind')}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl" dir="auto" data-testid="collection-title">
          {speaker.name}
        </h1>
        {speaker.otherSpellings.length > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="speaker-other-spellings">
            {t('speakerPage.alsoWritten')} <bdi>{speaker.otherSpellings.join(t('speakerPage.spellingSeparator'))}</bdi>
          </p>
        )}
        {speaker.bio && (
          <p className="max-w-prose whitespace-pre-line text-foreground/90" dir="auto" data-testid="speaker-bio">
            {speaker.bio}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <span>{t('counts.lectures', { count: speaker.lectureCount })}</span>
          {speaker.links.map((link) => (
            <a key={link.url} href={link.url} rel="noopener noreferrer nofollow" target="_blank" className="inline-flex items-center gap-1 text-primary hover:underline" dir="auto">
              {link.label}
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">{t('speakerPage.opensInNewTab')}</span>
            </a>
          ))}
          <Subscribe feed={feed} testId="collection-feed-link" />
        </div>
      </div>
    </div>
  );
}

function SpeakerSeries({ speaker }: { speaker: SpeakerRecord }) {
  const { t } = useTranslation('public');
  if (speaker.series.length === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="speaker-series-heading" data-testid="speaker-series">
      <h2 id="speaker-series-heading" className="text-xl font-semibold tracking-tight">
        {t('speakerPage.series')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {speaker.series.map((s) => (
          <li key={s.id}>
            <Link to={paths.series.getHref(s.slug)} className="flex h-full items-start gap-2 rounded-xl border bg-card p-4 font-medium transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <ListOrdered className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="grid gap-1">
                <span dir="auto">{s.title}</span>
                <span className="text-sm font-normal text-muted-foreground">{t('counts.parts', { count: s.partCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /speakers/{name}: who the speaker is, their series and their published lectures, newest first. */
export function SpeakerPage() {
  const { t } = useTranslation('public');
  const { name = '' } = useParams();
  const speaker = usePublicSpeaker(name);
  const lectures = useSpeakerLectures(name, speaker.isSuccess);
  const items = lectures.data?.pages.flatMap((page) => page.items) ?? [];
  useEffect(() => {
    document.title = `${speaker.data?.name ?? name} - ${t('common:brand.name')}`;
  }, [speaker.data, name, t]);
  let body;
  if (speaker.isPending) {
    body = (
      <div className="flex justify-center py-24" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
        <span className="sr-only">{t('speakerPage.loading')}</span>
      </div>
    );
  } else if (speaker.isError) {
    body = (
      <div className="grid justify-items-center gap-3 py-24 text-center" data-testid="speaker-not-found">
        <h1 className="text-2xl font-semibold">{t('speakerPage.notFound')}</h1>
        <p className="text-muted-foreground">{t('speakerPage.notFoundText')}</p>
        <Button asChild variant="outline">
          <Link to={paths.speakersIndex.getHref()}>{t('speakerPage.allSpeakers')}</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-8" data-testid="speaker-page">
        <SpeakerHeading speaker={speaker.data} />
        <SpeakerSeries speaker={speaker.data} />
        <section className="grid gap-4" aria-labelledby="speaker-lectures-heading">
          <h2 id="speaker-lectures-heading" className="text-xl font-semibold tracking-tight">
            {t('speakerPage.lectures')}
          </h2>
          <ContentGrid items={items} isLoading={lectures.isPending} isError={lectures.isError} searching={false} />
          <LoadMore visible={lectures.hasNextPage} loading={lectures.isFetchingNextPage} onLoad={() => void lectures.fetchNextPage()} />
        </section>
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <ContentHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">{body}</main>
      <SiteFooter />
    </div>
  );
}
