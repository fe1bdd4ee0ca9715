import { Play } from 'lucide-react';
import type { Content } from '@/types/api';

/** The first card's picture goes first (fetched at once, high priority); the others when scrolled near. */
export type ArtworkLoading = 'first' | 'lazy';

type ContentArtworkProps = {
  item: Content;
  loading?: ArtworkLoading;
};

/**
 * A card's 16:9 picture beside its title: a video's thumbnail, else the item's
 * generated cover (title and speaker on the emerald-and-gold pattern, drawn
 * 640x360 by the server). Decorative: the card's own text says the same, so
 * screen readers skip it.
 */
export function ContentArtwork({ item, loading = 'lazy' }: ContentArtworkProps) {
  return (
    <div className="relative ms-4 mt-4 aspect-video self-start overflow-hidden rounded-lg bg-primary/15 shadow-xs sm:ms-6 sm:mt-6">
      <img
        src={item.artworkUrl}
        alt=""
        width={640}
        height={360}
        loading={loading === 'first' ? 'eager' : 'lazy'}
        fetchPriority={loading === 'first' ? 'high' : 'auto'}
        decoding={loading === 'first' ? 'auto' : 'async'}
        className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        data-testid="card-artwork"
      />
      {item.mediaType === 'video' && (
        <span className="absolute start-1.5 bottom-1.5 flex size-6 items-center justify-center rounded-full bg-black/60 text-white" aria-hidden>
          <Play className="size-3 translate-x-px fill-current" />
        </span>
      )}
    </div>
  );
}
