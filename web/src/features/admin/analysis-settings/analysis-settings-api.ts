import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisSettings } from '@proto/content/analysis-ownership';
import { apiJson } from '@/lib/api-client';

const SETTINGS_PATH = '/api/settings/analysis';

export function analysisSettingsQueryOptions() {
  return queryOptions<AnalysisSettings | null>({ queryKey: [SETTINGS_PATH] });
}

export function useAnalysisSettings() {
  return useQuery(analysisSettingsQueryOptions());
}

/** PUT /api/settings/analysis (admins): automatic acceptance of generated analysis on or off. */
export function useUpdateAnalysisSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoAccept: boolean) => apiJson<AnalysisSettings>('PUT', SETTINGS_PATH, { autoAccept }),
    onSuccess: (settings) => queryClient.setQueryData(analysisSettingsQueryOptions().queryKey, settings),
  });
}
