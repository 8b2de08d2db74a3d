import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmHost, confirm } from './confirm.tsx';
import { byRole, cleanup, click, press, render } from './render-for-test.tsx';

afterEach(cleanup);

async function ask() {
  await render(<ConfirmHost />);
  let answer: Promise<boolean> = Promise.resolve(false);
  await act(async () => {
    answer = confirm({ title: 'Change Discount', content: 'First line.\nSecond line.' });
  });
  return { answer };
}

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name) ?? null;

describe('confirm()', () => {
  it('shows the title and each line of the content, and resolves true on Yes', async () => {
    const { answer } = await ask();
    const dialog = byRole('alertdialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Change Discount');
    expect(Array.from(dialog.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['First line.', 'Second line.']);
    await click(button('Yes'));
    await expect(answer).resolves.toBe(true);
    expect(byRole('alertdialog')).toBeNull();
  });

  it('resolves false on No and on Escape', async () => {
    const { answer: first } = await ask();
    await click(button('No'));
    await expect(first).resolves.toBe(false);
    cleanup();
    const { answer: second } = await ask();
    await press('Escape');
    await expect(second).resolves.toBe(false);
  });
});
