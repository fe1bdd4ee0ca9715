import { useRecentSeries } from './api/get-series';
import { IndexPage } from './components/index-page';
import { SeriesList } from './components/series-list';

/** The most series the index shows at once (most recently updated first). */
const INDEX_SIZE = 100;

/** /series: every series with published parts, most recently updated first. */
export function SeriesIndexPage() {
  return (
    <IndexPage title="Series" testId="series-index-title" noun="series" empty="No series published yet." query={useRecentSeries(INDEX_SIZE)}>
      {(series) => <SeriesList series={series} />}
    </IndexPage>
  );
}
