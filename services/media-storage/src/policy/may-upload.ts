import { AppError, may, type Actor } from '@lectures/proto';

/** Uploading is the role table's 'upload' (DESIGN: contributors and admins, never viewers). */
export function assertMayUpload(actor: Actor): void {
  if (!may(actor.role, 'upload')) throw new AppError('FORBIDDEN', 'Only contributors and admins can upload media');
}
