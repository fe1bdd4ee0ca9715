import { useEffect, useRef, useState } from 'react';
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import arabicUppy from '@uppy/locales/lib/ar_SA.js';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { apiFetch, apiUrl } from '@/lib/api-client';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@proto/content/content-language';
import type { Content } from '@/types/api';
import { probeDuration } from './probe-duration';
import { addRecentUpload } from './recent-uploads-store';
import { duplicateOf, registerMediaUpload, RESUMABLE_UPLOADS_PATH } from './register-upload';
import { ALLOWED_MIME_TYPES, MAX_FILE_SIZE_BYTES, SUPPORTED_FORMATS, UPLOAD_CHUNK_BYTES } from './upload-constants';

export type MediaUppy = Uppy<Meta, TusBody>;

/** A file whose bytes are already a lecture's original: not stored again. */
export type DuplicateNotice = { fileName: string; id: string; title: string | null };

/** The spoken language chosen on the upload page, when one was. */
function languageOf(meta: Meta): { language?: ContentLanguage } {
  const language = meta.language;
  return typeof language === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(language) ? { language: language as ContentLanguage } : {};
}

interface UppyCallbacks {
  onBatchCreated: (items: Content[]) => void;
  onDuplicate: (notice: DuplicateNotice) => void;
  /** The server's file limit (Tus-Max-Size), when it is not SPEC's 500 MB. */
  onLimit: (maxBytes: number) => void;
}

/** The server's file size limit, as its tus OPTIONS answer states it; null when it does not say. */
async function serverLimit(endpoint: string): Promise<number | null> {
  try {
    const res = await apiFetch(endpoint, { method: 'OPTIONS', headers: { 'Tus-Resumable': '1.0.0' } });
    const max = Number(res.headers.get('Tus-Max-Size'));
    return Number.isSafeInteger(max) && max > 0 ? max : null;
  } catch {
    return null;
  }
}

/**
 * Each file goes resumably (tus, 8 MB chunks, retried with back-off) to /api/uploads, then
 * PUT /api/media-uploads registers it. A connection lost mid-way resumes from the last byte
 * the server holds; a file added again after the tab was closed resumes too (tus-js-client
 * remembers each file's upload URL in local storage). A file already in the library is
 * named with a link to its lecture instead of making a second one.
 */
/** The strings the app gives Uppy, in the interface's language at the time. */
/** Uppy's own words in the interface's language (its Arabic catalogue, with the drop zone's words ours), and the app's. */
function uppyLocale() {
  const own = { youCanOnlyUploadFileTypes: i18n.t('admin-editor:upload.onlyMedia', { formats: SUPPORTED_FORMATS.join(', ') }) };
  if (i18n.language !== 'ar') return { pluralize: (n: number) => (n === 1 ? 0 : 1), strings: own };
  const dropZone = {
    dropPasteFiles: i18n.t('admin-editor:upload.uppy.dropPasteFiles'),
    browseFiles: i18n.t('admin-editor:upload.uppy.browseFiles'),
    dashboardTitle: i18n.t('admin-editor:upload.uppy.dashboardTitle'),
    dashboardWindowTitle: i18n.t('admin-editor:upload.uppy.dashboardTitle'),
  };
  return { pluralize: arabicUppy.pluralize, strings: { ...arabicUppy.strings, ...dropZone, ...own } };
}

function createMediaUppy(maxFiles: number, callbacks: UppyCallbacks): MediaUppy {
  const durations = new Map<string, Promise<number | null>>();
  const registrations: Promise<Content | null>[] = [];

  const uppy = new Uppy<Meta, TusBody>({
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
    locale: uppyLocale(),
  });

  const endpoint = new URL(apiUrl(RESUMABLE_UPLOADS_PATH), window.location.href).href;
  // An operator may raise the limit (UPLOAD_MAX_MB): the page follows the server's.
  void serverLimit(endpoint).then((maxBytes) => {
    if (!maxBytes || maxBytes === MAX_FILE_SIZE_BYTES) return;
    uppy.setOptions({ restrictions: { ...uppy.opts.restrictions, maxFileSize: maxBytes } });
    callbacks.onLimit(maxBytes);
  });

  uppy.use(Tus, {
    endpoint,
    chunkSize: UPLOAD_CHUNK_BYTES,
    limit: 2,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
    removeFingerprintOnSuccess: true,
    withCredentials: true,
    // SPEC's 'Upload Error' when the upload cannot begin (its creation is SPEC's upload-URL call);
    // a chunk that fails is retried from the last byte the server holds.
    onShouldRetry: (error, _attempt, _options, next) => {
      if (error.originalRequest?.getMethod() !== 'POST') return next(error);
      toast({ variant: 'destructive', title: i18n.t('admin-editor:upload.toast.errorTitle'), description: i18n.t('admin-editor:upload.toast.errorDescription') });
      return false;
    },
    // Only these travel as the upload's metadata; the server keeps the file name and type.
    allowedMetaFields: ['name', 'type'],
  });

  uppy.on('file-added', (file) => {
    durations.set(file.id, file.data instanceof Blob ? probeDuration(file.data) : Promise.resolve(null));
  });

  const register = async (file: UppyFile<Meta, TusBody>, uploadURL: string): Promise<Content | null> => {
    const name = file.name ?? 'upload';
    toast({ title: i18n.t('admin-editor:upload.toast.uploadedTitle'), description: i18n.t('admin-editor:upload.toast.uploadedDescription', { name }) });
    try {
      const lastModified = file.data instanceof File ? file.data.lastModified : undefined;
      const content = await registerMediaUpload({
        mediaURL: uploadURL,
        // Null: the file's own title tag, else its name without the extension.
        title: null,
        description: '',
        fileCreatedAt: lastModified ? new Date(lastModified).toISOString() : null,
        fileName: name,
        durationSeconds: (await durations.get(file.id)) ?? null,
        ...languageOf(file.meta),
      });
      if (!('id' in content)) {
        toast({ title: i18n.t('admin-editor:upload.toast.receivedTitle'), description: content.message });
        return null;
      }
      addRecentUpload({ id: content.id, title: content.title, uploadedAt: new Date().toISOString(), status: content.status });
      toast({ title: i18n.t('admin-editor:upload.toast.registeredTitle'), description: i18n.t('admin-editor:upload.toast.registeredDescription', { title: content.title }) });
      return content;
    } catch (error) {
      const duplicate = duplicateOf(error);
      if (duplicate) {
        callbacks.onDuplicate({ fileName: name, ...duplicate });
        toast({
          title: i18n.t('admin-editor:upload.toast.duplicateTitle'),
          description: duplicate.title
            ? i18n.t('admin-editor:upload.toast.duplicateDescriptionAs', { name, title: duplicate.title })
            : i18n.t('admin-editor:upload.toast.duplicateDescription', { name }),
        });
      } else {
        toast({ variant: 'destructive', title: i18n.t('admin-editor:upload.toast.processingErrorTitle'), description: i18n.t('admin-editor:upload.toast.processingErrorDescription') });
      }
      return null;
    }
  };

  uppy.on('upload-success', (file, response) => {
    if (file && response.uploadURL) registrations.push(register(file, response.uploadURL));
  });

  uppy.on('complete', () => {
    const batch = registrations.splice(0);
    void Promise.all(batch).then((items) => {
      const created = items.filter((item): item is Content => item !== null);
      if (created.length > 0) callbacks.onBatchCreated(created);
    });
  });

  return uppy;
}

export function useMediaUppy(maxFiles: number, callbacks: UppyCallbacks): MediaUppy | null {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const [uppy, setUppy] = useState<MediaUppy | null>(null);
  const { i18n: translation } = useTranslation('admin-editor');
  // Uppy's strings follow the interface's language when it changes.
  useEffect(() => {
    uppy?.setOptions({ locale: uppyLocale() });
  }, [uppy, translation.language]);
  useEffect(() => {
    const instance = createMediaUppy(maxFiles, {
      onBatchCreated: (items) => latest.current.onBatchCreated(items),
      onDuplicate: (notice) => latest.current.onDuplicate(notice),
      onLimit: (maxBytes) => latest.current.onLimit(maxBytes),
    });
    setUppy(instance);
    return () => instance.destroy();
  }, [maxFiles]);
  return uppy;
}
