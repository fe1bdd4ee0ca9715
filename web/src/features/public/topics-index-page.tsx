import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Loader2, Tag } from 'lucide-react';
import { siteConfig } from '@/config/site';
import { paths } from '@/config/paths';
import { ContentHeader } from '@/components/content-header';
import { usePublicTopics } from './api/get-topics';
import { SiteFooter } from './components/site-footer';

/** /topics: every topic of published lectures, most used first, each with its count and page. */
export function TopicsIndexPage() {
  const { data, isPending, isError } = usePublicTopics();
  useEffect(() => {
    document.title = `Topics - ${siteConfig.name}`;
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <ContentHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-3xl" data-testid="topics-index-title">
          Topics
        </h1>
        {isPending && (
          <div className="flex justify-center py-16" role="status">
            <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
            <span className="sr-only">Loading topics...</span>
          </div>
        )}
        {isError && (
          <p role="alert" className="text-destructive">
            Failed to load topics. Please try again.
          </p>
        )}
        {data?.length === 0 && <p className="text-muted-foreground">No topics yet.</p>}
        {data && data.length > 0 && (
          <ul className="flex flex-wrap gap-3" data-testid="topics-list">
            {data.map((topic) => (
              <li key={topic.tag}>
                <Link
                  to={paths.topic.getHref(topic.tag)}
                  className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  data-testid="topic-link"
                >
                  <Tag className="size-4 text-primary" aria-hidden />
                  <bdi>{topic.tag}</bdi>
                  <span className="text-muted-foreground">
                    {topic.count} {topic.count === 1 ? 'lecture' : 'lectures'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
