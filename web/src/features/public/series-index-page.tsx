import { useTranslation } from 'react-i18next';
import { useRecentSeries } from './api/get-series';
import { IndexPage } from './components/index-page';
import { SeriesList } from './components/series-list';

/** The most series the index shows at once (most recently updated first). */
const INDEX_SIZE = 100;

/** /series: every series with published parts, most recently updated first. */
export function SeriesIndexPage() {
  const { t } = useTranslation('public');
  const query = useRecentSeries(INDEX_SIZE);
  return (
    <IndexPage title={t('seriesIndex.title')} testId="series-index-title" loading={t('seriesIndex.loading')} failed={t('seriesIndex.failed')} empty={t('seriesIndex.empty')} query={query}>
      {(series) => <SeriesList series={series} />}
    </IndexPage>
  );
}
