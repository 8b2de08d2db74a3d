import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { emptyDraft, setAddon } from './draft.ts';
import { getDraft, ORDER_STORAGE_KEY, reloadDraftForTests, setDraft, updateDraft } from './draft-store.ts';
import { fieldId } from './form-values.ts';
import { setOrderValue } from './order-fields.tsx';
import { ContactsStep } from './steps/contacts-step.tsx';

const input = (name: string) => document.getElementById(fieldId(name)) as HTMLInputElement | null;

async function type(name: string, value: string) {
  const field = input(name);
  if (!field) throw new Error(`No field ${name}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const contacts = () => <ContactsStep errorFor={() => undefined} realEstate={false} person="Owner" />;

beforeEach(() => {
  sessionStorage.clear();
  setDraft(emptyDraft('consumer'));
});
afterEach(() => cleanup());

describe('the order’s fields, bound to the draft', () => {
  it('keep each keystroke in the stored draft at once, as the draft keeps it, and show it back', async () => {
    await render(contacts());
    await type('owner.firstName', 'Ana');
    await type('owner.phone', '1 (602) 555 0100');

    expect(input('owner.phone')?.value).toBe('602-555-0100');
    expect(JSON.parse(sessionStorage.getItem(ORDER_STORAGE_KEY) ?? '{}').owner).toMatchObject({
      firstName: 'Ana',
      phone: '602-555-0100',
    });
    // A reload of the page reads the same order back.
    reloadDraftForTests();
    expect(getDraft().owner.firstName).toBe('Ana');
  });

  it('show a change made to the draft elsewhere (a quick order, a signed-in owner) without being told', async () => {
    await render(contacts());
    await act(async () => updateDraft((draft) => ({ ...draft, owner: { ...draft.owner, email: 'ana@example.com' } })));
    expect(input('owner.email')?.value).toBe('ana@example.com');
  });

  it('set a group of values at once, and a new dwelling type clears what was chosen for the old one', () => {
    setOrderValue('payment.escrowOfficer', {
      name: 'Rita Ortiz',
      company: 'Desert Title',
      email: 'rita@title.example',
    });
    expect(getDraft().payment.escrowOfficer).toEqual({
      name: 'Rita Ortiz',
      company: 'Desert Title',
      email: 'rita@title.example',
    });

    setOrderValue('property.dwellingTypeId', 'single-family');
    updateDraft((draft) => setAddon(draft, 'si-roof-leak', 1));
    expect(getDraft().addons).toHaveLength(1);
    setOrderValue('property.dwellingTypeId', 'condo');
    expect(getDraft().property.dwellingTypeId).toBe('condo');
    expect(getDraft().addons).toEqual([]);
  });
});
