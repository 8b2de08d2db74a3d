import { describe, expect, it } from 'vitest';
import { accountMenuFor, categoryFromHash, newOrderHref } from './account-menu.ts';

describe('the account menu', () => {
  it('gives a contractor dashboard, dispatch tickets, profile and logout', () => {
    expect(accountMenuFor('contractor').map((item) => item.key)).toEqual([
      'dashboard',
      'dispatchTickets',
      'profile',
      'logout',
    ]);
  });

  it('sends a new order to real estate for agent types and to homeowner otherwise', () => {
    expect(newOrderHref('realEstateAgent')).toBe('/order/realEstate');
    expect(newOrderHref('titleCompanyAgent')).toBe('/order/realEstate');
    expect(newOrderHref('agentAssistant')).toBe('/order/realEstate');
    expect(newOrderHref('homeowner')).toBe('/order/consumer');
    expect(accountMenuFor('homeowner').find((item) => item.key === 'newOrder')?.href).toBe('/order/consumer');
  });

  it('reads the category from the hash only when the menu has it', () => {
    expect(categoryFromHash('contractor', '#dispatchTickets')).toBe('dispatchTickets');
    expect(categoryFromHash('contractor', 'profile')).toBe('profile');
    expect(categoryFromHash('contractor', '')).toBe('dashboard');
    expect(categoryFromHash('homeowner', 'dispatchTickets')).toBe('default');
    expect(categoryFromHash('homeowner', 'logout')).toBe('default');
  });
});
