import type { Concours, ContestRegistrationDetail, PremiumVoteStatus, Soumission } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

/** The public contest page lists only active contests. */
export const activeContestsQuery = () =>
  queryOptions({
    queryKey: ['concours', { status: 'active' }],
    queryFn: (): Promise<Concours[]> => readJson(api.concours.$get({ query: { status: 'active' } })),
  });

export const submissionsQuery = () =>
  queryOptions({
    queryKey: ['soumissions-concours'],
    queryFn: (): Promise<Soumission[]> => readJson(api['soumissions-concours'].$get({ query: {} })),
  });

/** Whether premium votes can be paid for here, and the explanation when not. */
export const premiumVoteStatusQuery = () =>
  queryOptions({
    queryKey: ['votes', 'premium-status'],
    queryFn: (): Promise<PremiumVoteStatus> => readJson(api.votes['premium-status'].$get()),
    staleTime: 10 * 60_000,
  });

/** The signed-in talent's registrations (the /inscription-concours form), read back with their files. */
export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: ['contest-registrations', 'mine'],
    queryFn: (): Promise<ContestRegistrationDetail[]> => readJson(api['contest-registrations'].mine.$get()),
  });

/** Every registration, for the contest's admins. */
export const allRegistrationsQuery = () =>
  queryOptions({
    queryKey: ['contest-registrations', 'all'],
    queryFn: (): Promise<ContestRegistrationDetail[]> => readJson(api['contest-registrations'].$get({ query: {} })),
  });
