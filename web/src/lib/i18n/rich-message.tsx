/**
 * A message with markup (`Read our {#link}Privacy Policy{/link}.`) rendered with the elements the screen gives
 * for each tag: the sentence stays whole in the catalogue, whatever the language's word order.
 */
import { Fragment, type ReactNode } from 'react';

export interface MessagePart {
  type: 'text' | 'markup-start' | 'markup-end' | 'markup-standalone';
  value?: string;
  name?: string;
}

export type Markup = Record<string, (children: ReactNode) => ReactNode>;

export function RichMessage({ parts, markup }: { parts: readonly MessagePart[]; markup: Markup }) {
  const root: ReactNode[] = [];
  const stack: { name: string; children: ReactNode[] }[] = [];
  const sink = () => stack.at(-1)?.children ?? root;
  for (const part of parts) {
    if (part.type === 'text') sink().push(part.value ?? '');
    else if (part.type === 'markup-start') stack.push({ name: part.name ?? '', children: [] });
    else if (part.type === 'markup-end') {
      const open = stack.pop();
      if (open) sink().push(markup[open.name]?.(open.children) ?? open.children);
    } else sink().push(markup[part.name ?? '']?.(null) ?? null);
  }
  return (
    <>
      {root.map((node, index) => (
        // The parts are a fixed sentence: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{node}</Fragment>
      ))}
    </>
  );
}
