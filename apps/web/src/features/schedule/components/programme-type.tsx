import { Disc3, type IconProps, Mic, Music, Radio } from '../../../ui/icons.tsx';

const TYPE_ICONS = { music: Music, talk: Mic, mix: Disc3 } as Record<string, typeof Music>;
const TYPE_LABELS: Record<string, string> = { music: 'Musique', talk: 'Talk', mix: 'Mix' };

/** Calendar: a type icon for music, talk, mix, and a default one. */
export function ProgrammeTypeIcon({ type, ...props }: { type: string } & IconProps) {
  const Icon = TYPE_ICONS[type] ?? Radio;
  return <Icon aria-hidden="true" {...props} />;
}

export const programmeTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;
