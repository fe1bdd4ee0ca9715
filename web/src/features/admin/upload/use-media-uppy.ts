import { useEffect, useRef, useState } from 'react';
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import { toast } from '@/components/ui/use-toast';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@proto/content/content-language';
import type { Content } from '@/types/api';
import { probeDuration } from './probe-duration';
import { addRecentUpload } from './recent-uploads-store';
import { getUploadUrl, registerMediaUpload, titleFromFileName } from './register-upload';
import { ALLOWED_MIME_TYPES, MAX_FILE_SIZE_BYTES, SUPPORTED_FORMATS } from './upload-constants';

export type MediaUppy = Uppy<Meta, AwsBody>;

/** The spoken language chosen on the upload page, when one was. */
function languageOf(meta: Meta): { language?: ContentLanguage } {
  const language = meta.language;
  return typeof language === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(language) ? { language: language as ContentLanguage } : {};
}

/**
 * SPEC section 7: for each file, POST /api/objects/upload, one plain PUT of the file to
 * the returned URL (Uppy's S3 plugin, never multipart), then PUT /api/media-uploads.
 * Calls `onBatchCreated` with the items created once a batch is done.
 */
function createMediaUppy(maxFiles: number, onBatchCreated: (items: Content[]) => void): MediaUppy {
  const signedUrls = new Map<string, string>();
  const durations = new Map<string, Promise<number | null>>();
  const registrations: Promise<Content | null>[] = [];

  const uppy = new Uppy<Meta, AwsBody>({
    id: 'media-upload',
    autoProceed: false,
    // The file count is checked per file below: Uppy's own count rule would refuse a whole batch
    // that goes past it, dropping files that still fit.
    restrictions: { maxFileSize: MAX_FILE_SIZE_BYTES, allowedFileTypes: [...ALLOWED_MIME_TYPES] },
    onBeforeFileAdded: (file, files) => {
      if (Object.hasOwn(files, file.id)) return false; // Uppy then says 'Cannot add the duplicate file'.
      if (Object.keys(files).length < maxFiles) return true;
      uppy.info(uppy.i18n('noMoreFilesAllowed'), 'error', 5000);
      return false;
    },
    locale: {
      pluralize: (n: number) => (n === 1 ? 0 : 1),
      strings: { youCanOnlyUploadFileTypes: `You can only upload audio or video: ${SUPPORTED_FORMATS.join(', ')}` },
    },
  });

  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    limit: 2,
    // The key only links the signed URL to its file; the server picks the object key.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      if (request.method !== 'PUT' || 'uploadId' in request) throw new Error('Only single PUT uploads are supported');
      try {
        const url = await getUploadUrl();
        signedUrls.set(request.key, url);
        // The embedded server answers a same-origin path; Uppy needs an absolute URL.
        return { url: new URL(url, window.location.href).href };
      } catch (error) {
        toast({ variant: 'destructive', title: 'Upload Error', description: 'Failed to get upload URL. Please try again.' });
        throw error;
      }
    },
  });

  uppy.on('file-added', (file) => {
    durations.set(file.id, file.data instanceof Blob ? probeDuration(file.data) : Promise.resolve(null));
  });

  const register = async (file: UppyFile<Meta, AwsBody>, uploadURL: string | undefined): Promise<Content | null> => {
    const name = file.name ?? 'upload';
    toast({ title: 'Upload Successful', description: `${name} has been uploaded and is being processed.` });
    try {
      const lastModified = file.data instanceof File ? file.data.lastModified : undefined;
      const content = await registerMediaUpload({
        mediaURL: signedUrls.get(file.id) ?? uploadURL ?? '',
        title: titleFromFileName(name),
        description: '',
        fileCreatedAt: lastModified ? new Date(lastModified).toISOString() : null,
        fileName: name,
        durationSeconds: (await durations.get(file.id)) ?? null,
        ...languageOf(file.meta),
      });
      if (!('id' in content)) {
        toast({ title: 'Upload received', description: content.message });
        return null;
      }
      addRecentUpload({ id: content.id, title: content.title, uploadedAt: new Date().toISOString(), status: content.status });
      toast({ title: 'Upload successful!', description: `${content.title} is now being processed with AI transcription.` });
      return content;
    } catch {
      toast({ variant: 'destructive', title: 'Processing Error', description: 'Upload completed but processing failed. Please try again.' });
      return null;
    }
  };

  uppy.on('upload-success', (file, response) => {
    if (file) registrations.push(register(file, response.uploadURL));
  });

  uppy.on('complete', () => {
    const batch = registrations.splice(0);
    void Promise.all(batch).then((items) => {
      const created = items.filter((item): item is Content => item !== null);
      if (created.length > 0) onBatchCreated(created);
    });
  });

  return uppy;
}

export function useMediaUppy(maxFiles: number, onBatchCreated: (items: Content[]) => void): MediaUppy | null {
  const callback = useRef(onBatchCreated);
  useEffect(() => {
    callback.current = onBatchCreated;
  });
  const [uppy, setUppy] = useState<MediaUppy | null>(null);
  useEffect(() => {
    const instance = createMediaUppy(maxFiles, (items) => callback.current(items));
    setUppy(instance);
    return () => instance.destroy();
  }, [maxFiles]);
  return uppy;
}
