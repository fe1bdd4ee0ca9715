import { apiJson } from '@/lib/api-client';
import type { Content, MediaUploadRequest, MediaUploadResponse, UploadUrlResponse } from '@/types/api';

/** POST /api/objects/upload: where to PUT one file. */
export async function getUploadUrl(): Promise<string> {
  return (await apiJson<UploadUrlResponse>('POST', '/api/objects/upload')).uploadURL;
}

/** PUT /api/media-uploads: registers the uploaded file as a content item and starts processing. */
export async function registerMediaUpload(request: MediaUploadRequest): Promise<Content> {
  // The gateway answers the content itself; {content} (the spec's wording) is accepted too.
  const body = await apiJson<MediaUploadResponse | Content>('PUT', '/api/media-uploads', request);
  return 'content' in body && typeof body.content === 'object' && body.content !== null && 'id' in body.content ? body.content : (body as Content);
}

/** The title a new item starts with: the file name without its extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim() || name;
}
