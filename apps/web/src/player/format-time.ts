/** Audio times as m:ss: 0:07, 3:45, 75:02. Unknown or negative times read 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The French spoken form for a slider: '1 minute 5 secondes sur 16 minutes'. */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const part = (value: number, unit: string) => `${value} ${unit}${value > 1 ? 's' : ''}`;
  if (minutes === 0) return part(rest, 'seconde');
  return rest === 0 ? part(minutes, 'minute') : `${part(minutes, 'minute')} ${part(rest, 'seconde')}`;
}
