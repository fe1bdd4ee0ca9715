import type { ImportDto, ImportFilesPage, ImportFileState } from '@lectures/proto';

/** The library's public API, with an API key. Every call is retried a few times on 502/503 and lost connections. */
export class LibraryApi {
  constructor(
    readonly base: string,
    private readonly key: string,
  ) {}

  get authorization(): string {
    return `Bearer ${this.key}`;
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let res: Response | null = null;
      try {
        res = await fetch(new URL(path, this.base), {
          method,
          headers: { Authorization: this.authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        if (attempt >= 8) throw error;
      }
      if (res && res.ok) return (await res.json()) as T;
      if (res && ![502, 503, 504].includes(res.status)) {
        const text = await res.text();
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {
          // not JSON: the text as it came
        }
        throw new Error(`${method} ${path}: ${res.status} ${message}`);
      }
      if (attempt >= 8) throw new Error(`${method} ${path}: the library does not answer (${res?.status ?? 'no connection'})`);
      await new Promise((r) => setTimeout(r, Math.min(10_000, 500 * 2 ** attempt)));
    }
  }

  import(id: string): Promise<ImportDto> {
    return this.json('GET', `/api/imports/${id}`);
  }

  async allFiles(id: string, states?: ImportFileState[]): Promise<ImportFilesPage['files']> {
    const files: ImportFilesPage['files'] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ limit: '500' });
      if (states) params.set('state', states.join(','));
      if (cursor) params.set('cursor', cursor);
      const page: ImportFilesPage = await this.json('GET', `/api/imports/${id}/files?${params.toString()}`);
      files.push(...page.files);
      cursor = page.nextCursor;
    } while (cursor);
    return files;
  }
}
