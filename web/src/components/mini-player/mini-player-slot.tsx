import { lazy, Suspense } from 'react';
import { useHandedOff } from './mini-player-store';

const MiniPlayer = lazy(() => import('./mini-player').then((module) => ({ default: module.MiniPlayer })));

/** At the app's root: the mini-player once a lecture was handed over (its code fetched only then), and room for it below the page. */
export function MiniPlayerSlot() {
  const lecture = useHandedOff();
  if (!lecture) return null;
  return (
    <Suspense fallback={null}>
      <div aria-hidden className="h-20" />
      <MiniPlayer key={lecture.id} lecture={lecture} />
    </Suspense>
  );
}
