import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@proto/content/content-language';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import type { Content } from '@/types/api';
import { CONTENT_PATH, invalidateContentQueries } from '../../api/content-keys';
import { errorMessage } from '../../lib/error-message';
import { LanguageSelect, type LanguageChoice } from '../../components/language-select';

/** Whether to ask: the transcript is done, nobody chose a language, and neither the engine nor the text told it for sure. */
export function asksForLanguage(content: Content): boolean {
  return (content.status === 'completed' || content.status === 'approved') && !content.language && (content.transcriptLength ?? 0) > 0;
}

/** The analysis did not guess the lecture's language: staff choose it (PATCH /api/content/{id} `language`). */
export function LanguagePrompt({ content }: { content: Content }) {
  const { t } = useTranslation('admin-editor');
  const [choice, setChoice] = useState<LanguageChoice>('');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (language: ContentLanguage) => apiJson<Content>('PATCH', `${CONTENT_PATH}/${encodeURIComponent(content.id)}`, { language }),
    onSuccess: async (saved) => {
      queryClient.setQueryData([CONTENT_PATH, content.id], (old: Content | null | undefined) => (old ? { ...old, ...saved } : saved));
      await invalidateContentQueries(queryClient);
      toast({ title: t('languagePrompt.saved') });
    },
    onError: (error) => toast({ variant: 'destructive', title: t('languagePrompt.failed'), description: errorMessage(error) ?? t('languagePrompt.failedDescription') }),
  });
  return (
    <section className="grid gap-2 rounded-md border border-gold/50 bg-gold/10 p-3 text-sm" data-testid="language-prompt" aria-labelledby="language-prompt-heading">
      <h3 id="language-prompt-heading" className="flex items-center gap-2 font-medium">
        <Languages className="size-4" aria-hidden />
        {t('languagePrompt.title')}
      </h3>
      <p className="text-muted-foreground">{t('languagePrompt.text')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="language-prompt-select" className="sr-only">
          {t('languagePrompt.label')}
        </label>
        <LanguageSelect id="language-prompt-select" value={choice} onChange={setChoice} className="w-auto min-w-40" emptyLabel={t('languagePrompt.choose')} />
        <Button type="button" size="sm" disabled={!choice || save.isPending} onClick={() => choice && save.mutate(choice)}>
          {save.isPending ? t('languagePrompt.saving') : t('languagePrompt.save')}
        </Button>
      </div>
    </section>
  );
}
