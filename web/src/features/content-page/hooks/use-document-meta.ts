import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keeps the tab title (and description) in step with the page after client-side
 * navigation; the server already put the full social-card tags in the first HTML.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} - ${brand}`;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    if (meta && description) meta.content = description;
    return () => {
      document.title = previous;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description, brand]);
}
