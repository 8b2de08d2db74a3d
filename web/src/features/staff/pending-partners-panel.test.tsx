import type { StaffPartnerList } from '@hw/shared';
import { describe, expect, it, vi } from 'vitest';
import { click, settle } from '#web/ui/render-for-test.tsx';
import { PendingPartnersPanel } from './pending-partners-panel.tsx';
import { queryClientEachTest } from './staff-test-helpers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/lib/api/index.ts', () => ({
  apiGet: (...args: unknown[]) => api.get(...args),
  apiPost: (...args: unknown[]) => api.post(...args),
}));

const pat = {
  partnerId: 'p-new-1',
  role: 'titleCompany' as const,
  name: 'Pat Quill',
  company: 'Mesa Verde Title',
  email: 'pat.quill@mesaverde.example',
  phone: '',
  city: '',
  stateCode: 'AZ',
  status: 'pending' as const,
  createdAt: '2026-11-20T16:00:00.000Z',
  createdBy: {
    userId: 'u-agent-0001',
    firstName: 'Avery',
    lastName: 'Agent',
    email: 'a@x',
    userType: 'realEstateAgent' as const,
  },
};

const renderScreen = queryClientEachTest(api);

describe('partners waiting for approval', () => {
  it('lists them with who added them, and approves one, then reloads the list', async () => {
    const answers: StaffPartnerList[] = [
      { partners: [pat], hasMore: false },
      { partners: [], hasMore: false },
    ];
    api.get.mockImplementation(async () => answers.shift());
    api.post.mockResolvedValue({ ...pat, status: 'approved' });
    await renderScreen(<PendingPartnersPanel />);
    for (let i = 0; i < 3; i++) await settle();
    expect(api.get.mock.calls[0]?.slice(0, 2)).toEqual(['/api/staff/partners', { status: 'pending' }]);
    expect(document.body.textContent).toContain('Pat Quill');
    expect(document.body.textContent).toContain('Added by Avery Agent');

    await click(document.querySelector('button'));
    for (let i = 0; i < 3; i++) await settle();
    expect(api.post.mock.calls[0]?.[0]).toBe('/api/staff/partners/p-new-1/approve');
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).toContain('No partner is waiting for approval.');
  });
});
