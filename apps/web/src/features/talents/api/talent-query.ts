import type { TalentDetail } from '@station/shared';
import { TALENT_DATA_INVALID } from '@station/shared/client';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, readJson } from '../../../lib/api-client.ts';

/** 'Talent page': GET /api/talons/:id, whose answer must carry talonid. */
export const talentQuery = (talonid: number) =>
  queryOptions({
    queryKey: ['talons', talonid],
    queryFn: async (): Promise<TalentDetail> => {
      const talent = await readJson(api.talons[':id'].$get({ param: { id: String(talonid) } }));
      if (!talent || typeof talent !== 'object' || !('talonid' in talent)) throw new ApiError(TALENT_DATA_INVALID, 200, 'invalid_data');
      return talent as TalentDetail;
    },
    retry: (count, error) => !(error instanceof ApiError && (error.status === 404 || error.code === 'invalid_data')) && count < 2,
  });
