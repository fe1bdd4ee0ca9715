import { apiJson } from '@/lib/api-client';
import type { MediaUploadRequest, MediaUploadResponse, UploadUrlResponse } from '@/types/api';

/** POST /api/objects/upload: where to PUT one file. */
export async function getUploadUrl(): Promise<string> {
  return (await apiJson<UploadUrlResponse>('POST', '/api/objects/upload')).uploadURL;
}

/** PUT /api/media-uploads: registers the uploaded file as a content item and starts processing. */
export function registerMediaUpload(request: MediaUploadRequest): Promise<MediaUploadResponse> {
  return apiJson<MediaUploadResponse>('PUT', '/api/media-uploads', request);
}

/** The title a new item starts with: the file name without its extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim() || name;
}
