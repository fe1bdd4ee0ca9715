import { apiJson } from '@/lib/api-client';
import type { MediaUploadRequest, MediaUploadResponse } from '@/types/api';

/** Where the page sends files resumably (tus); the gateway answers each upload's own URL. */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads';

/** PUT /api/media-uploads: registers the uploaded file as a content item and starts processing. */
export function registerMediaUpload(request: MediaUploadRequest): Promise<MediaUploadResponse> {
  return apiJson<MediaUploadResponse>('PUT', '/api/media-uploads', request);
}

/** The lecture that already holds a file's bytes, from a 409 of PUT /api/media-uploads; else null. */
export function duplicateOf(error: unknown): { id: string; title: string | null } | null {
  const message = error instanceof Error ? error.message : '';
  if (!message.startsWith('409: ')) return null;
  try {
    const body = JSON.parse(message.slice(5)) as { duplicateOf?: { id?: unknown; title?: unknown } };
    const found = body.duplicateOf;
    return typeof found?.id === 'string' ? { id: found.id, title: typeof found.title === 'string' ? found.title : null } : null;
  } catch {
    return null;
  }
}
