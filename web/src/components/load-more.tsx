import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** 'Load more' under a paged list, while the server says there is a next page. */
export function LoadMore({ visible, loading, onLoad }: { visible: boolean; loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button type="button" variant="outline" onClick={onLoad} disabled={loading} data-testid="home-load-more">
        {loading && <Loader2 className="animate-spin" aria-hidden />}
        {t('loadMore.label')}
      </Button>
    </div>
  );
}
