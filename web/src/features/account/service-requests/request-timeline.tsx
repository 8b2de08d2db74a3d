/** A request's timeline: the steps reached with their moments and details, then the steps still to come. */
import type { ServiceRequestSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { moment } from '#web/lib/format.ts';
import { timelineRows } from './timeline.ts';

export function RequestTimeline({ request }: { request: ServiceRequestSummary }) {
  const rows = timelineRows(request);
  return (
    <ol className="sr-timeline" aria-label={m.account_sr_timeline_label({ number: request.serviceRequestNumber })}>
      {rows.map((row) => (
        <li
          key={row.key}
          className={`sr-timeline__step sr-timeline__step--${row.reached ? 'reached' : 'next'} sr-timeline__step--${row.event}`}
          data-testid="timeline-step"
        >
          <span className="sr-timeline__label">{row.label}</span>
          {row.at ? (
            <time className="sr-timeline__at" dateTime={row.at}>
              {moment(row.at)}
            </time>
          ) : (
            <span className="sr-timeline__at">{m.account_sr_not_yet()}</span>
          )}
          {row.detail && <span className="sr-timeline__detail">{row.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
