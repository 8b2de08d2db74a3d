/** A job's cron schedule (five fields, UTC) in words for staff; one that reads no simpler stays as cron. */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const number = /^\d+$/;
const pad = (n: string) => n.padStart(2, '0');
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export function scheduleInWords(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return cron;
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = ''] = fields;
  const every = /^\*\/(\d+)$/;
  if (month !== '*') return cron;
  if (hour === '*' && dayOfMonth === '*' && dayOfWeek === '*') {
    const step = every.exec(minute);
    if (step) return step[1] === '1' ? 'Every minute' : `Every ${step[1]} minutes`;
    if (minute === '*') return 'Every minute';
    if (number.test(minute)) return `Every hour at :${pad(minute)}`;
    return cron;
  }
  if (!number.test(minute) || !number.test(hour)) return cron;
  const at = `${pad(hour)}:${pad(minute)} UTC`;
  if (dayOfMonth === '*' && dayOfWeek === '*') return `Daily at ${at}`;
  if (dayOfMonth === '*' && number.test(dayOfWeek)) {
    const day = DAYS[Number(dayOfWeek) % 7];
    return day ? `${day}s at ${at}` : cron;
  }
  if (dayOfWeek === '*' && number.test(dayOfMonth)) return `Monthly on the ${ordinal(Number(dayOfMonth))} at ${at}`;
  return cron;
}
