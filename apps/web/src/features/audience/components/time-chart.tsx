// A time chart drawn by uPlot (small and fast, loaded only with this page), in the
// theme's colours (read from the CSS variables, redrawn when the theme changes), Paris time on
// the axis, and optional shaded bands behind the curves (each programme's slot). The chart is
// decoration for sighted readers: the table beside it carries the same figures for everyone.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** A CSS colour or variable name ('--accent-text'). */
  color: string;
}
export interface ChartBand {
  from: number;
  to: number;
  label: string;
}

interface TimeChartProps {
  /** Seconds since the epoch. */
  times: number[];
  series: ChartSeries[];
  bands?: ChartBand[];
  /** What the chart shows, for the figure's accessible name. */
  label: string;
  height?: number;
}

const hourFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit' });
/** French axis labels in Paris time: hours over a day or two, days beyond. */
const timeLabels = (u: uPlot, splits: number[]) => {
  const span = (u.scales.x?.max ?? 0) - (u.scales.x?.min ?? 0);
  return splits.map((split) => (span > 2 * 86_400 ? dayFormat : hourFormat).format(split * 1000));
};

const cssColor = (value: string) => (value.startsWith('--') ? getComputedStyle(document.documentElement).getPropertyValue(value).trim() || '#888' : value);

/** Shades each band behind the curves, alternating two tints, with its title when there is room. */
function bandsPlugin(bands: ChartBand[]): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (u) => {
        const { ctx, bbox } = u;
        const text = cssColor('--text-muted');
        ctx.save();
        bands.forEach((band, index) => {
          const left = Math.max(u.valToPos(band.from, 'x', true), bbox.left);
          const right = Math.min(u.valToPos(band.to, 'x', true), bbox.left + bbox.width);
          if (right <= left) return;
          ctx.fillStyle = index % 2 === 0 ? 'rgba(138, 31, 230, 0.14)' : 'rgba(255, 45, 135, 0.12)';
          ctx.fillRect(left, bbox.top, right - left, bbox.height);
          if (right - left > 70 * devicePixelRatio) {
            ctx.fillStyle = text;
            ctx.font = `${11 * devicePixelRatio}px system-ui, sans-serif`;
            ctx.fillText(band.label, left + 4 * devicePixelRatio, bbox.top + 14 * devicePixelRatio, right - left - 8 * devicePixelRatio);
          }
        });
        ctx.restore();
      },
    },
  };
}

export function TimeChart({ times, series, bands = [], label, height = 240 }: TimeChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | undefined;
    const draw = () => {
      chart?.destroy();
      const axisColor = cssColor('--text-muted');
      const gridColor = cssColor('--border');
      const axis: uPlot.Axis = { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { stroke: gridColor, width: 1 } };
      chart = new uPlot(
        {
          width: Math.max(element.clientWidth, 280),
          height,
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), 'Europe/Paris'),
          plugins: [bandsPlugin(bands)],
          scales: { y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
          axes: [{ ...axis, values: timeLabels }, { ...axis, size: 40 }],
          series: [{ label: 'Heure' }, ...series.map((each) => ({ label: each.label, stroke: cssColor(each.color), width: 2, points: { show: false } }))],
          legend: { live: false },
        },
        [times, ...series.map((each) => each.values)],
        element,
      );
    };
    draw();
    // A new width (phone turned, window resized) or a new theme: drawn again.
    const resize = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 280), height }));
    resize.observe(element);
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [times, series, bands, height]);
  return <div ref={holder} className="audience-chart" role="img" aria-label={label} />;
}
