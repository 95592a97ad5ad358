import type { HeroImage } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export const heroImagesQuery = () =>
  queryOptions({
    queryKey: ['hero-images'],
    queryFn: (): Promise<HeroImage[]> => readJson(api['hero-images'].$get()),
  });
