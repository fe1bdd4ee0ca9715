import type { Content } from '@/types/api';
import type { ContentUpdate } from '../api/content-actions';
import type { LanguageChoice } from '../components/language-select';

export type EditDraft = { title: string; description: string; speaker: string; tags: string; language: LanguageChoice };

export function draftOf(content: Content): EditDraft {
  return {
    title: content.title,
    description: content.description ?? '',
    speaker: content.speaker ?? '',
    tags: content.tags.join(', '),
    language: content.language ?? '',
  };
}

/**
 * SPEC section 5: title required and trimmed; description and speaker trimmed, null
 * when empty; tags comma-separated, trimmed, empty ones dropped.
 * The language goes only when staff changed it: an unchanged detected language stays the
 * detector's ('' asks for detection again).
 * Returns the update, or 'Title is required.' when the title is empty.
 */
export function draftToUpdate(draft: EditDraft, shownLanguage: LanguageChoice = draft.language): ContentUpdate | { error: 'Title is required.' } {
  const title = draft.title.trim();
  if (!title) return { error: 'Title is required.' };
  return {
    title,
    description: draft.description.trim() || null,
    speaker: draft.speaker.trim() || null,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    ...(draft.language !== shownLanguage ? { language: draft.language || null } : {}),
  };
}
