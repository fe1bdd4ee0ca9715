import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyDto, CreatedApiKeyDto } from '@proto/auth/api-key.types';
import { apiJson } from '@/lib/api-client';

export type { ApiKeyDto, CreatedApiKeyDto } from '@proto/auth/api-key.types';

const KEY = ['/api/api-keys'] as const;

export function apiKeysQueryOptions() {
  return { queryKey: KEY, queryFn: () => apiJson<ApiKeyDto[]>('GET', '/api/api-keys') };
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; role: ApiKeyDto['role']; expiresInDays: number }) => apiJson<CreatedApiKeyDto>('POST', '/api/api-keys', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ApiKeyDto>('DELETE', `/api/api-keys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
