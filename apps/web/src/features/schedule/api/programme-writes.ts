// Schedule writes, for the admin's modal and delete dialogs: online only (send-form.ts),
// never through the outbox.
import type { Programme, ProgrammeInput } from '@station/shared';
import { scheduleMessages } from '@station/shared/client';
import { ApiError, refusalOr } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/send-form.ts';

export const SHOWS_KEY = ['schedule', 'shows'] as const;

/** One write of the modal: a PUT for the programme being edited, else a POST. */
export interface ProgrammeWrite {
  id?: number;
  payload: ProgrammeInput;
}

/**
 * One request per selected date; a response without an id is a failure. When some dates
 * fail the admin reads how many ('Failed to save N programme(s)', in French) and why.
 */
export async function saveProgrammes(writes: ProgrammeWrite[]): Promise<Programme[]> {
  const results = await Promise.allSettled(
    writes.map(async ({ id, payload }) => {
      const saved = await sendJson<Programme>(id ? `/api/schedule/programmes/${id}` : '/api/schedule/programmes', id ? 'PUT' : 'POST', payload);
      if (!saved?.id) throw new ApiError(scheduleMessages.saveFailed, 500);
      return saved;
    }),
  );
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length === 0) return results.map((result) => (result as PromiseFulfilledResult<Programme>).value);
  const reason = refusalOr(failures[0], scheduleMessages.saveFailed);
  if (writes.length === 1) throw new ApiError(reason, 400);
  throw new ApiError(`${scheduleMessages.partialFailure(failures.length, writes.length)} : ${reason}`, 400);
}

export const deleteProgramme = (id: number, withEmission: boolean) =>
  sendJson<{ id: number }>(`/api/schedule/programmes/${id}${withEmission ? '?deleteEmission=true' : ''}`, 'DELETE');
