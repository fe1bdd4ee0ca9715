import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-HTTP origins have no async clipboard; the old selection copy still works.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy command was refused');
}

/** Native share sheet where the browser has one, else the link is copied with a toast. */
export function ShareButton({ title, atSeconds = 0 }: { title: string; atSeconds?: number }) {
  const { t } = useTranslation('content-page');
  async function share() {
    // Once the player has been moved, the link opens the lecture at that moment.
    const link = new URL(window.location.href);
    link.hash = '';
    link.searchParams.delete('t');
    if (atSeconds >= 1) link.searchParams.set('t', String(Math.floor(atSeconds)));
    const url = link.toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await copyText(url);
      toast({ title: t('share.copied'), description: t('share.copiedHint') });
    } catch {
      toast({ title: t('share.copyFailed'), description: url, variant: 'destructive' });
    }
  }

  return (
    <Button variant="outline" onClick={() => void share()} data-testid="share-button">
      <Share2 aria-hidden />
      {t('share.button')}
    </Button>
  );
}
