import { cn } from '@/lib/utils';

/** Titles left out of a speaker's initials: 'Shaykh Ahmad Ali' is 'AA', not 'SA'. */
const TITLES = new Set(['shaykh', 'sheikh', 'shaikh', 'sh', 'imam', 'ustadh', 'ustadha', 'ustaz', 'dr', 'doctor', 'prof', 'mufti', 'maulana', 'mawlana', 'qari', 'hafiz', 'الشيخ', 'شيخ', 'الإمام', 'الامام', 'الأستاذ', 'الدكتور', 'د', 'فضيلة']);

/** The speaker's initials as the picture shows them: the first letters of two words of the name, titles aside. */
export function speakerInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const named = words.filter((word) => !TITLES.has(word.toLowerCase()));
  const chosen = (named.length > 0 ? named : words).slice(0, 2);
  return chosen.map((word) => [...word][0]).join('').toLocaleUpperCase() || '?';
}

/**
 * A speaker's picture: their initials drawn on the library's emerald (no uploaded pictures yet;
 * see docs/spec-decisions.md). Decorative: the name stands beside it.
 */
export function SpeakerAvatar({ name, size = 'md', className }: { name: string; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const sizes = { sm: 'size-10 text-sm', md: 'size-14 text-lg', lg: 'size-24 text-3xl' } as const;
  return (
    <span
      aria-hidden
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground ring-2 ring-accent/60 select-none', sizes[size], className)}
      data-testid="speaker-avatar"
    >
      {speakerInitials(name)}
    </span>
  );
}
