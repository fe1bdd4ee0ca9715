import { Link } from 'react-router-dom';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePublicTopics } from './api/get-topics';
import { IndexPage } from './components/index-page';

/** /topics: every topic of published lectures, most used first, each with its count and page. */
export function TopicsIndexPage() {
  const { t } = useTranslation('public');
  const query = usePublicTopics();
  return (
    <IndexPage title={t('topicsIndex.title')} testId="topics-index-title" loading={t('topicsIndex.loading')} failed={t('topicsIndex.failed')} empty={t('topicsIndex.empty')} query={query}>
      {(topics) => (
        <ul className="flex flex-wrap gap-3" data-testid="topics-list">
          {topics.map((topic) => (
            <li key={topic.tag}>
              <Link
                to={paths.topic.getHref(topic.tag)}
                className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                data-testid="topic-link"
              >
                <Tag className="size-4 text-primary" aria-hidden />
                <bdi>{topic.tag}</bdi>
                <span className="text-muted-foreground">{t('counts.lectures', { count: topic.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </IndexPage>
  );
}
