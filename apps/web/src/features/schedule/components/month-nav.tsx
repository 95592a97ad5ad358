import { ChevronLeft, ChevronRight } from '../../../ui/icons.tsx';
import { addMonths, formatMonth } from '../programme-days.ts';

interface MonthNavProps {
  /** 'YYYY-MM' */
  month: string;
  onMonthChange: (month: string) => void;
  /** The block's BEM name: the nav gets `month-nav <block>__nav`, the month's name `<block>__title`. */
  block: string;
  /** The month's name as the page's heading (the calendar) or as plain text (a picker inside a form). */
  heading?: boolean;
}

/** Previous month, the month's name (announced when it changes), next month. */
export function MonthNav({ month, onMonthChange, block, heading }: MonthNavProps) {
  const Title = heading ? 'h2' : 'p';
  return (
    <div className={`month-nav ${block}__nav`}>
      <button type="button" className="icon-button" aria-label="Mois précédent" onClick={() => onMonthChange(addMonths(month, -1))}>
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <Title className={`${block}__title`} aria-live="polite">
        {formatMonth(month)}
      </Title>
      <button type="button" className="icon-button" aria-label="Mois suivant" onClick={() => onMonthChange(addMonths(month, 1))}>
        <ChevronRight size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
