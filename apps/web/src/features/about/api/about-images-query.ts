import type { AboutImage } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export const aboutImagesQuery = () =>
  queryOptions({
    queryKey: ['about-section', 'images'],
    queryFn: (): Promise<AboutImage[]> => readJson(api['about-section'].images.$get()),
  });
