import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeechEnginesReport } from '@proto/transcription/engines.messages';
import { apiJson } from '@/lib/api-client';

export type { SpeechEngineReport, SpeechEnginesReport, SpeechModelReport } from '@proto/transcription/engines.messages';

const ENGINES_PATH = '/api/settings/transcription-engines';

/** GET /api/settings/transcription-engines (admins): a transcription worker's engines and models. */
export function speechEnginesQueryOptions() {
  return queryOptions({
    queryKey: [ENGINES_PATH],
    queryFn: () => apiJson<SpeechEnginesReport>('GET', ENGINES_PATH),
  });
}

export function useSpeechEngines() {
  return useQuery(speechEnginesQueryOptions());
}
