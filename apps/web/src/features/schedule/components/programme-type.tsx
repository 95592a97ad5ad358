import { Disc3, type LucideProps, Mic, Music, Radio } from 'lucide-react';

const TYPE_ICONS = { music: Music, talk: Mic, mix: Disc3 } as Record<string, typeof Music>;
const TYPE_LABELS: Record<string, string> = { music: 'Musique', talk: 'Talk', mix: 'Mix' };

/** Calendar: a type icon for music, talk, mix, and a default one. */
export function ProgrammeTypeIcon({ type, ...props }: { type: string } & LucideProps) {
  const Icon = TYPE_ICONS[type] ?? Radio;
  return <Icon aria-hidden="true" {...props} />;
}

export const programmeTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;
