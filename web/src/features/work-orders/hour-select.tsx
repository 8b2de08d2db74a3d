/** A window select of the status page: a blank first choice, then the hours 12AM to 11PM. */
import { WORK_ORDER_HOURS } from '@hw/shared';
import { SelectField } from '#web/ui/index.ts';

const HOUR_CHOICES = WORK_ORDER_HOURS.map((hour) => ({ value: hour, label: hour }));

export function HourSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return <SelectField {...props} className="wo-select" choices={HOUR_CHOICES} placeholder="" />;
}
