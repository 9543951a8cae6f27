import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignDraft, CampaignDraftRequest, CampaignInputParsed, CampaignSummary } from '@crystal/shared/schemas/campaign';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

/** The API's own shapes (shared/src/schemas/campaign.ts): getCampaign's campaign with its report, listCampaigns' summaries. */
export type { Campaign, CampaignSummary };
/** createCampaign and updateCampaign take: her words in both languages and the pieces shown as cards. */
export type CampaignInput = CampaignInputParsed;

const key = ['admin', 'campaigns'] as const;

export const campaignsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await adminApi.get<{ campaigns: CampaignSummary[] }>(adminApiPath('listCampaigns'), signal)).campaigns,
  });
export const useCampaigns = () => useQuery(campaignsQuery());

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [...key, id],
    queryFn: ({ signal }) => adminApi.get<Campaign>(adminApiPath('getCampaign', { id }), signal),
    // While it goes out, the report's figures move: read them again every few seconds.
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? 3000 : false),
  });
export const useCampaign = (id: string | undefined) => useQuery({ ...campaignQuery(id ?? ''), enabled: id !== undefined });

/** Saves a new campaign (answers its id) or her edits to one. */
export function useSaveCampaign(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CampaignInput): Promise<{ id: string }> =>
      id === undefined
        ? adminApi.post<{ id: string; status: 'draft' }>(adminApiPath('createCampaign'), input)
        : (await adminApi.put<Campaign>(adminApiPath('updateCampaign', { id }), input), { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A test of the saved campaign to one address, in one language. */
export const useTestCampaign = (id: string) =>
  useMutation({ mutationFn: (to: { email: string; language: 'en' | 'fr' }) => adminApi.post<unknown>(adminApiPath('testCampaign', { id }), to) });

/** Sends now (no `at`) or at a time she chose; a campaign already sent answers 409. */
export function useSendCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (at: string | undefined) => adminApi.post<unknown>(adminApiPath('sendCampaign', { id }), at ? { at } : {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The guide drafts both languages from the pieces and a theme; nothing is saved until she saves. */
export const useDraftCampaign = () =>
  useMutation({ mutationFn: (req: CampaignDraftRequest) => adminApi.post<CampaignDraft>(adminApiPath('draftCampaign'), req) });
