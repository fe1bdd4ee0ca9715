import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Dashboard from '@uppy/react/dashboard';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-theme.css';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTheme } from '@/components/theme/use-theme';
import { useUser } from '../auth/api/get-me';
import { FormField } from '../components/form-field';
import { LanguageSelect, type LanguageChoice } from '../components/language-select';
import { can } from '../lib/permissions';
import { HowItWorksCard, ProcessingCard, RecentUploadsCard, SupportedFormatsCard, UploadTipsCard } from './upload-info-cards';
import { MAX_FILE_SIZE_BYTES, MAX_FILES_UPLOAD_PAGE } from './upload-constants';
import { DuplicateNotices } from './duplicate-notices';
import { useMediaUppy, type DuplicateNotice } from './use-media-uppy';

export function UploadPage() {
  const { t } = useTranslation('admin-editor');
  const navigate = useNavigate();
  const { theme } = useTheme();
  const { data: user } = useUser();
  const [duplicates, setDuplicates] = useState<DuplicateNotice[]>([]);
  const [maxMegabytes, setMaxMegabytes] = useState(Math.round(MAX_FILE_SIZE_BYTES / 1048576));
  const uppy = useMediaUppy(MAX_FILES_UPLOAD_PAGE, {
    onBatchCreated: (items) => {
      const first = items[0];
      if (first) void navigate(paths.admin.content.getHref(first.id));
    },
    onDuplicate: (notice) => setDuplicates((shown) => [...shown, notice]),
    onLimit: (maxBytes) => setMaxMegabytes(Math.round(maxBytes / 1048576)),
  });
  const allowed = can(user, 'upload');
  const [language, setLanguage] = useState<LanguageChoice>('');
  const chooseLanguage = (value: LanguageChoice) => {
    setLanguage(value);
    // Files added from now on, and those waiting, carry the choice to their registration.
    uppy?.setMeta({ language: value });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('upload.title')}</h1>
        <p className="text-muted-foreground">{t('upload.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('upload.media')}</CardTitle>
            </CardHeader>
            <CardContent>
              {!allowed ? (
                <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="upload-not-allowed">
                  {t('upload.notAllowed')}
                </p>
              ) : (
                uppy && (
                  <div className="grid gap-4">
                    <FormField id="upload-language" label={t('upload.language')} hint={t('upload.languageHint')}>
                      <LanguageSelect id="upload-language" value={language} onChange={chooseLanguage} className="sm:max-w-xs" aria-describedby="upload-language-message" />
                    </FormField>
                    <Dashboard
                    uppy={uppy}
                    theme={theme}
                    width="100%"
                    height={360}
                    proudlyDisplayPoweredByUppy={false}
                    note={t('upload.note', { files: MAX_FILES_UPLOAD_PAGE, size: maxMegabytes })}
                    />
                    <DuplicateNotices notices={duplicates} />
                  </div>
                )
              )}
            </CardContent>
          </Card>
          <HowItWorksCard />
          <RecentUploadsCard />
        </div>
        <div className="grid content-start gap-6">
          <SupportedFormatsCard />
          <UploadTipsCard />
          <ProcessingCard />
        </div>
      </div>
    </div>
  );
}
