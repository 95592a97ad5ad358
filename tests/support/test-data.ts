// Test data shared by the unit, API and browser tests: one shape of each record with plain
// defaults, so a test names only the fields its assertion is about.
import type { Programme } from '@station/shared';

/** A programme's fields but its id: a one-hour music slot at 10:00, on no day until a test says. */
export const PROGRAMME_DEFAULTS: Omit<Programme, 'id'> = {
  title: 'Programme',
  description: null,
  host: null,
  type: 'music',
  start_time: '10:00',
  end_time: '11:00',
  days: [],
  specific_date: null,
  img_url: null,
  animateur_id: null,
  emission_id: null,
};

/** A programme as the API returns it (GET /api/schedule/shows), titled 'Programme {id}' by default. */
export const programme = (id: number, fields: Partial<Programme> = {}): Programme => ({
  ...PROGRAMME_DEFAULTS,
  id,
  title: `Programme ${id}`,
  ...fields,
});
