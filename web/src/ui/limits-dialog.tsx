/**
 * The limits and exclusions dialog of a plan, an add-on or a contract's covered item: its name, factoids,
 * Covered, Not Covered, Limits, and the legal text, where a line with an address becomes a link opening in a
 * new tab; a state selector ("Choose A State") shows the text of another state. Open while `target` is set.
 */
import { m } from '@hw/shared/i18n';
import { useId, useState } from 'react';
import { useLimitsAndExclusions } from '#web/lib/reference/get-limits-and-exclusions.ts';
import { useStates } from '#web/lib/reference/get-states.ts';
import { Modal } from './modal.tsx';

export interface LimitsTarget {
  /** The plan's or the covered item's coverage id. */
  coverageId: string;
  name: string;
}

function LegalLine({ line }: { line: string }) {
  const url = /https?:\/\/[^\s)]+/.exec(line)?.[0];
  if (!url) return <p>{line}</p>;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {line}
      </a>
    </p>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="ui-limits__section">
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function LimitsDialog({
  target,
  stateCode,
  onClose,
}: {
  target: LimitsTarget | null;
  stateCode: string;
  onClose: () => void;
}) {
  const [chosenState, setChosenState] = useState(stateCode);
  const selectId = useId();
  const states = useStates();
  const limits = useLimitsAndExclusions(target?.coverageId ?? null, chosenState);
  const data = limits.data;
  return (
    <Modal open={target !== null} title={m.order_limits_title()} onClose={onClose} className="ui-limits">
      <h3 className="ui-limits__name">{data?.name ?? target?.name}</h3>
      <div className="ui-field">
        <label htmlFor={selectId} className="ui-field__label">
          {m.order_state()}
        </label>
        <select
          id={selectId}
          className="ui-field__input ui-select"
          value={chosenState}
          onChange={(event) => setChosenState(event.target.value)}
        >
          <option value="">{m.order_choose_state()}</option>
          {(states.data ?? []).map((state) => (
            <option key={state.stateCode} value={state.stateCode}>
              {state.description}
            </option>
          ))}
        </select>
      </div>
      {limits.isPending && <p className="ui-muted">{m.order_loading()}</p>}
      {limits.isError && !data && <p role="alert">{m.order_limits_failed()}</p>}
      {data && (
        <>
          {data.factoids.length > 0 && (
            <ul className="ui-limits__factoids">
              {data.factoids.map((factoid) => (
                <li key={factoid.title} className="ui-limits__factoid">
                  {/^(https?:\/\/|\/)/.test(factoid.image) && <img src={factoid.image} alt="" width={40} height={40} />}
                  <div>
                    <strong>{factoid.title}</strong>
                    {factoid.items.length > 0 && (
                      <ul>
                        {factoid.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <List title={m.order_limits_covered()} items={data.coveredCoverageList} />
          <List title={m.order_limits_not_covered()} items={data.notCovered} />
          <List title={m.order_limits_limits()} items={data.limits} />
          {data.legal.trim() && (
            <section className="ui-limits__legal">
              {data.legal
                .split('\n')
                .filter((line) => line.trim())
                .map((line, index) => (
                  // The legal text's lines have no identity but their order.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <LegalLine key={index} line={line} />
                ))}
            </section>
          )}
        </>
      )}
    </Modal>
  );
}
