import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import type { DuplicateNotice } from './use-media-uppy';

/** Files not added because their bytes are already a lecture's original, each with a link to it. */
export function DuplicateNotices({ notices }: { notices: readonly DuplicateNotice[] }) {
  const { t } = useTranslation('admin-editor');
  if (notices.length === 0) return null;
  return (
    <div role="status" className="grid gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-4 text-sm" data-testid="duplicate-notices">
      <p className="flex items-center gap-2 font-medium">
        <CopyCheck className="size-4 shrink-0" aria-hidden />
        {t('upload.duplicates.title')}
      </p>
      <ul className="grid gap-1">
        {notices.map((notice) => (
          <li key={`${notice.fileName}-${notice.id}`} className="min-w-0 break-words">
            <Trans
              t={t}
              i18nKey="upload.duplicates.sameFile"
              values={{ fileName: notice.fileName, lecture: notice.title ? t('upload.duplicates.quoted', { title: notice.title }) : t('upload.duplicates.existing') }}
              components={{
                name: <span className="font-medium" />,
                item: <Link className="font-medium text-primary underline underline-offset-4" to={paths.admin.content.getHref(notice.id)} />,
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
