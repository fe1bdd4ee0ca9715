import { joinSpeakerNames, splitSpeakerNames } from '@proto/speakers/speaker-names';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { textDirection } from '@/lib/text-direction';
import type { Content } from '@/types/api';
import { FormField } from '../components/form-field';
import { LanguageSelect } from '../components/language-select';
import { SpeakerPicker } from '../speakers/speaker-picker';
import type { EditDraft } from './edit-draft';

type Props = {
  content: Content;
  editing: boolean;
  draft: EditDraft;
  onDraftChange: (draft: EditDraft) => void;
};

/** Title, speaker, description and tags; inputs while editing. */
export function DetailsCard({ content, editing, draft, onDraftChange }: Props) {
  const { t } = useTranslation('admin-editor');
  if (!editing) {
    return (
      <div className="grid gap-2" dir={textDirection(content.title)} data-testid="editor-details">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{content.title}</h1>
        {content.speaker && (
          <p className="text-muted-foreground" dir="auto">
            {content.speaker}
          </p>
        )}
        {content.description && (
          <p className="max-w-3xl text-foreground/90" dir="auto">
            {content.description}
          </p>
        )}
        {content.tags.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {content.tags.map((tag) => (
              <Badge key={tag} variant="secondary" dir="auto">
                {tag}
              </Badge>
            ))}
          </div>
        )}
      </div>
    );
  }
  const set = (key: Exclude<keyof EditDraft, 'language'>) => (event: { target: { value: string } }) => onDraftChange({ ...draft, [key]: event.target.value });
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <h1 className="text-xl font-semibold">{t('details.title')}</h1>
        <FormField id="edit-title" label={t('details.titleLabel')}>
          <Input id="edit-title" value={draft.title} onChange={set('title')} dir="auto" />
        </FormField>
        <FormField id="edit-speaker" label={t('details.speaker')} hint={t('details.speakerHint')}>
          <SpeakerPicker
            id="edit-speaker"
            value={splitSpeakerNames(draft.speaker)}
            onChange={(names) => onDraftChange({ ...draft, speaker: joinSpeakerNames(names) ?? '' })}
            aria-describedby="edit-speaker-message"
          />
        </FormField>
        <FormField id="edit-description" label={t('details.description')}>
          <Textarea id="edit-description" rows={4} value={draft.description} onChange={set('description')} dir="auto" />
        </FormField>
        <FormField id="edit-language" label={t('details.language')} hint={t('details.languageHint')}>
          <LanguageSelect id="edit-language" value={draft.language} onChange={(language) => onDraftChange({ ...draft, language })} aria-describedby="edit-language-message" />
        </FormField>
        <FormField id="edit-tags" label={t('details.tags')} hint={t('details.tagsHint')}>
          <Input id="edit-tags" value={draft.tags} onChange={set('tags')} aria-describedby="edit-tags-message" dir="auto" />
        </FormField>
      </CardContent>
    </Card>
  );
}
