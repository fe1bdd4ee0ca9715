import { Link } from 'react-router-dom';
import { Brain, CheckCircle2, FileAudio, Lightbulb, Sparkles, UploadCloud } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DASHBOARD_STATUS_LABEL, statusBadgeVariant } from '../lib/content-status';
import { useRecentUploads } from './recent-uploads-store';
import { SUPPORTED_FORMATS } from './upload-constants';
import { useUploadStatuses } from './use-upload-statuses';

const STEPS = [
  { icon: UploadCloud, title: 'Select Media Files', text: 'Drop up to 5 audio or video lectures, or browse your device.' },
  { icon: Brain, title: 'AI Processing', text: 'Speech is transcribed and analysed: summary, key points, topics and Q&A.' },
  { icon: CheckCircle2, title: 'Content Ready', text: 'Review and edit the results, then approve to publish.' },
];

export function HowItWorksCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">How It Works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <step.icon className="size-4" aria-hidden />
              </span>
              <div>
                <p className="font-medium">
                  {index + 1}. {step.title}
                </p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function RecentUploadsCard() {
  const uploads = useRecentUploads();
  const statuses = useUploadStatuses(uploads);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Recent Uploads</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.root.getHref()}>View All Content</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {uploads.length === 0 ? (
          <p className="text-sm text-muted-foreground">Files you upload in this session appear here.</p>
        ) : (
          <ul className="grid gap-3" data-testid="recent-uploads">
            {uploads.map((upload) => (
              <li key={upload.id} className="flex items-center gap-3">
                <FileAudio className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" dir="auto">
                    {upload.title}
                  </p>
                  <p className="text-xs text-muted-foreground">{timeFormat.format(new Date(upload.uploadedAt))}</p>
                </div>
                <Badge variant={statusBadgeVariant(statuses.get(upload.id) ?? upload.status)} data-testid="recent-upload-status">
                  {DASHBOARD_STATUS_LABEL[statuses.get(upload.id) ?? upload.status]}
                </Badge>
                <Button asChild variant="ghost" size="sm">
                  <Link to={paths.admin.content.getHref(upload.id)}>View</Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SupportedFormatsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Supported Formats</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="flex flex-wrap gap-1.5">
          {SUPPORTED_FORMATS.map((format) => (
            <li key={format}>
              <Badge variant="secondary">{format}</Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">Audio and video: up to 500 MB per file.</p>
      </CardContent>
    </Card>
  );
}

export function UploadTipsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4 text-gold" aria-hidden />
          Upload Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>Clear recordings with little background noise transcribe best.</li>
          <li>Name files after the lecture, or give them a title tag: it becomes the first title.</li>
          <li>You can edit title, speaker, description and tags after processing.</li>
        </ul>
      </CardContent>
    </Card>
  );
}

export function ProcessingCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles className="size-4 text-primary" aria-hidden />
          AI Processing
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        After upload you are taken to the item, where the transcript streams in live. A one-hour lecture usually takes
        several minutes; you can leave the page and come back.
      </CardContent>
    </Card>
  );
}
