import { messages } from '@hw/shared';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './field.tsx';
import { byRole, cleanup, click, press, render } from './render-for-test.tsx';
import { showValidationErrors, ValidationHost } from './validation-dialog.tsx';

afterEach(cleanup);

async function openWithErrors() {
  await render(
    <>
      <TextField id="name" label="Name" />
      <TextField id="email" label="Email" error="Please enter your email address." />
      <button type="button" id="submit">
        Submit
      </button>
      <ValidationHost />
    </>,
  );
  document.getElementById('submit')!.focus();
  let closed = false;
  await act(async () => {
    void showValidationErrors([{ message: 'Please enter your email address.', fieldId: 'email' }]).then(() => {
      closed = true;
    });
  });
  return { isClosed: () => closed };
}

describe('the validation dialog', () => {
  it('has its title and lists the errors', async () => {
    await openWithErrors();
    const dialog = byRole('alertdialog')!;
    expect(dialog.textContent).toContain(messages.forms.validationDialogTitle);
    expect(dialog.querySelector('li')?.textContent).toBe('Please enter your email address.');
  });

  it('closes on Enter and then puts focus on the first field in error', async () => {
    const state = await openWithErrors();
    await press('Enter');
    expect(byRole('alertdialog')).toBeNull();
    expect(state.isClosed()).toBe(true);
    expect(document.activeElement?.id).toBe('email');
  });

  it('does the same when closed with its button', async () => {
    await openWithErrors();
    await click(document.querySelector('.ui-modal__footer button'));
    expect(byRole('alertdialog')).toBeNull();
    expect(document.activeElement?.id).toBe('email');
  });
});

describe('a field in error', () => {
  it('shows REQUIRED under it and its error as tooltip and description', async () => {
    await render(<TextField id="zip" label="Zip" error="Zip is required." />);
    const input = document.getElementById('zip') as HTMLInputElement;
    expect(input.title).toBe('Zip is required.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Zip is required.');
    expect(document.querySelector('.ui-field__required')?.textContent).toBe('REQUIRED');
    expect(document.querySelector('label[for="zip"]')?.textContent).toBe('Zip');
  });

  it('shows nothing of the sort without an error, or the word when turned off', async () => {
    await render(
      <>
        <TextField id="a" label="A" />
        <TextField id="b" label="B" error="Bad." hideRequiredWord />
      </>,
    );
    expect(document.getElementById('a')!.hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector('.ui-field__required')).toBeNull();
  });
});
