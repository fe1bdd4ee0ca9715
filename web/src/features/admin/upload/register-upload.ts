import { apiJson } from '@/lib/api-client';
import type { MediaUploadRequest, MediaUploadResponse, UploadUrlResponse } from '@/types/api';

/** POST /api/objects/upload: where to PUT one file. */
export async function getUploadUrl(): Promise<string> {
  return (await apiJson<UploadUrlResponse>('POST', '/api/objects/upload')).uploadURL;
}

/**
 * PUT /api/media-uploads: registers the uploaded file as a content item and starts processing.
 * A 202 (the library slow to answer) carries only a message: the item comes later.
 */
export function registerMediaUpload(request: MediaUploadRequest): Promise<MediaUploadResponse | { message: string }> {
  return apiJson<MediaUploadResponse | { message: string }>('PUT', '/api/media-uploads', request);
}

/** The title a new item starts with: the file name without its extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim() || name;
}
