import type { Programme } from '@station/shared';
import { Disc3, Mic, Music, Radio } from 'lucide-react';
import { shortTime } from '../../../lib/format.ts';

const TYPE_ICONS = { music: Music, talk: Mic, mix: Disc3 } as Record<string, typeof Music>;

export function ProgrammeRow({ show, live }: { show: Programme; live: boolean }) {
  const Icon = TYPE_ICONS[show.type] ?? Radio;
  return (
    <li className={`row ${live ? 'is-live' : ''}`}>
      <span className="row__time">
        {shortTime(show.start_time)} – {shortTime(show.end_time)}
      </span>
      <Icon size={20} className="muted" aria-hidden="true" />
      <span className="row__main">
        <span className="row__title">{show.title}</span>
        {show.host && <span className="row__meta">avec {show.host}</span>}
      </span>
      {live && <span className="badge badge--live row__badge">LIVE</span>}
    </li>
  );
}
