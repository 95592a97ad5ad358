import type { Programme } from '@station/shared';
import { shortTime } from '../../../lib/format.ts';
import { ProgrammeTypeIcon } from './programme-type.tsx';
import '../schedule.css';

export function ProgrammeRow({ show, live }: { show: Programme; live: boolean }) {
  return (
    <li className={`row ${live ? 'is-live' : ''}`}>
      <span className="row__time">
        {shortTime(show.start_time)} – {shortTime(show.end_time)}
      </span>
      <ProgrammeTypeIcon type={show.type} size={20} className="muted" />
      <span className="row__main">
        <span className="row__title">{show.title}</span>
        {show.host && <span className="row__meta">avec {show.host}</span>}
      </span>
      {live && <span className="badge badge--on-air row__badge">LIVE</span>}
    </li>
  );
}
