import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { MediaPlayerHandle } from '@/components/media-player';
import { paths } from '@/config/paths';
import type { Content } from '@/types/api';
import { useContent } from '../api/get-content';
import { useUser } from '../auth/api/get-me';
import { can } from '../lib/permissions';
import { ActionsCard } from './actions-card';
import { DetailsCard } from './details-card';
import { draftOf, type EditDraft } from './edit-draft';
import { InformationCard } from './information-card';
import { useLiveTranscript } from './live/use-live-transcript';
import { MediaCard } from './media-card';
import { MetadataCard, QnaCard, qnaPairs } from './qna-metadata-cards';
import { TranscriptCard } from './transcript-card';
import { useEditorActions } from './use-editor-actions';
import { AnalysisReviewBar } from './analysis-review/analysis-review-bar';
import { useAnalysisReview } from './analysis-review/use-analysis-review';
import { AnalysisNotes } from './analysis-review/analysis-notes';
import { ChaptersReviewCard } from './analysis-review/chapters-review';
import { LanguagePrompt, asksForLanguage } from './analysis-review/language-prompt';

function BackButton() {
  const { t } = useTranslation('admin-editor');
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.admin.root.getHref()}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden />
        {t('editor.back')}
      </Link>
    </Button>
  );
}

export function ContentEditorPage() {
  const { t } = useTranslation('admin-editor');
  const { id = '' } = useParams();
  const { data: content, isPending, isError } = useContent(id);

  if (isPending) {
    return (
      <div className="mx-auto grid max-w-7xl gap-4" role="status" aria-label={t('editor.loading')}>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (isError || !content) {
    return (
      <div className="mx-auto grid max-w-7xl gap-4">
        <BackButton />
        <div className="rounded-xl border p-10 text-center">
          <h1 className="text-xl font-semibold">{t('editor.notFound')}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans t={t} i18nKey="editor.notFoundText" values={{ id }} components={{ code: <code className="rounded bg-muted px-1.5 py-0.5" /> }} />
          </p>
        </div>
      </div>
    );
  }
  return <ContentEditor key={content.id} content={content} />;
}

function ContentEditor({ content }: { content: Content }) {
  const { data: user } = useUser();
  const { live, start } = useLiveTranscript(content.id, content.status === 'processing');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(content));
  const actions = useEditorActions(content, { onSaved: () => setEditing(false), onReprocessing: start });

  const liveMetadata = live.phase === 'completed' && live.metadata ? live.metadata : null;
  const pairs = liveMetadata ? qnaPairs({ ...liveMetadata }, true) : qnaPairs(content.aiMetadata, false);
  // Live results show while processing; once stored, staff review the stored analysis (with its proposals).
  const stored = content.status !== 'processing';
  const metadata = liveMetadata && !stored ? { ...liveMetadata, qna: undefined } : content.aiMetadata;
  const playerRef = useRef<MediaPlayerHandle>(null);
  const analysis = useAnalysisReview(content, can(user, 'edit', content));
  const controls = stored ? analysis.controls : undefined;
  const hasPlayer = Boolean(content.mediaUrl ?? content.audioUrl);
  // A passage's time plays it from its start (the player may refuse to start before a gesture: seeking is enough then).
  const playFrom = hasPlayer
    ? (seconds: number) => {
        playerRef.current?.seek(seconds);
        void playerRef.current?.play().catch(() => undefined);
      }
    : undefined;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <BackButton />
      <DetailsCard content={content} editing={editing} draft={draft} onDraftChange={setDraft} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <MediaCard content={content} playerRef={playerRef} />
          {controls?.canEdit && asksForLanguage(content) && <LanguagePrompt content={content} />}
          <TranscriptCard content={content} live={live} canCorrect={can(user, 'edit', content)} onPlay={playFrom} />
          <ChaptersReviewCard content={content} controls={controls} onSeek={(seconds) => playerRef.current?.seek(seconds)} currentTime={() => playerRef.current?.getCurrentTime() ?? 0} />
          <QnaCard pairs={pairs} metadata={content.aiMetadata} controls={controls} />
          <MetadataCard
            metadata={metadata}
            onSeek={(seconds) => playerRef.current?.seek(seconds)}
            controls={controls}
            header={
              controls &&
              content.aiMetadata && (
                <>
                  <AnalysisReviewBar content={content} controls={controls} onAnalyseAgain={analysis.analyseAgain} analysing={analysis.analysing} starting={analysis.starting} />
                  <AnalysisNotes metadata={content.aiMetadata} />
                </>
              )
            }
          />
        </div>
        {/* On a phone the actions come first, not after the long transcript and metadata. */}
        <div className="order-first grid content-start gap-6 lg:order-none">
          <ActionsCard
            content={content}
            allowed={{
              edit: can(user, 'edit', content),
              reprocess: can(user, 'reprocess', content),
              approve: can(user, 'approve', content),
              delete: can(user, 'delete', content),
            }}
            editing={editing}
            busy={actions.busy}
            onEdit={() => {
              setDraft(draftOf(content));
              setEditing(true);
            }}
            onSave={() => actions.save(draft)}
            onCancel={() => {
              setDraft(draftOf(content));
              setEditing(false);
            }}
            onReprocess={actions.reprocessContent}
            onApprove={actions.approveContent}
            onDelete={actions.deleteContent}
          />
          <InformationCard content={content} />
        </div>
      </div>
    </div>
  );
}
