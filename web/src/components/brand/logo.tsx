import { cn } from '@/lib/utils';

type LogoProps = {
  className?: string;
  /** Accessible name; omit when a visible product name sits next to the logo. */
  title?: string;
};

/** A book under a pointed arch. Book follows currentColor, arch uses the gold token. */
export function Logo({ className, title }: LogoProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-8 shrink-0 text-primary', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path d="M9 43V22c0-8 7.5-13 15-17.5C31.5 9 39 14 39 22v21" className="stroke-gold" strokeWidth="3" />
      <path
        d="M13.5 29.5c3.6-2.1 7.3-2.1 10.5.6 3.2-2.7 6.9-2.7 10.5-.6v9c-3.6-2.1-7.3-2.1-10.5.6-3.2-2.7-6.9-2.7-10.5-.6z"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <path d="M24 30.1v9" stroke="currentColor" strokeWidth="2.5" />
      <path d="M25.6 13.2a4.2 4.2 0 1 0 0 7.6 3.4 3.4 0 1 1 0-7.6z" className="fill-gold" />
    </svg>
  );
}
