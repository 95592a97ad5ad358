import type { Emission } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { emissionsFor, withChosen } from './date-slot-row.tsx';

const emission = (id: number, dates: Array<[string, string | null, string | null]>) =>
  ({ id, title: `Émission ${id}`, broadcast_dates: dates.map(([broadcast_date, broadcast_time, heure_fin]) => ({ broadcast_date, broadcast_time, heure_fin })) }) as Emission;

describe("the programme modal's emission search", () => {
  const all = [emission(1, [['2026-11-25', '10:00', '11:00']]), emission(2, [['2026-11-25', '11:00', '12:00']]), emission(3, [['2026-11-25', null, null]]), emission(4, [['2026-11-26', '10:00', '11:00']])];
  const slot = { date: '2026-11-25', start: '10:30', end: '11:00', recurring: false, emissionId: null };

  it('finds the emissions of the slot date whose time overlaps; one without times covers its whole day', () => {
    expect(emissionsFor(all, slot).map((found) => found.id)).toEqual([1, 3]);
  });

  it('keeps the emission already linked to an edited programme in the list', () => {
    expect(withChosen(emissionsFor(all, slot), all, 4).map((found) => found.id)).toEqual([4, 1, 3]);
  });
});
