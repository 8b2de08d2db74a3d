/**
 * The signed-in agent as their buyer's agent on a quick order: the partner with the agent's e-mail, or, the
 * first time, a partner added for them (pending until staff approve it; the agent's own searches find it).
 */
import type { AuthUser } from '@hw/shared';
import { createPartner } from './api/create-partner.ts';
import { searchPartners } from './api/search-partners.ts';
import type { PartnerChoice } from './draft.ts';

export async function agentAsPartner(agent: AuthUser): Promise<PartnerChoice> {
  const email = agent.email.trim().toLowerCase();
  const found = (await searchPartners({ term: email, type: 'buyerAgent' })).find(
    (partner) => partner.email.trim().toLowerCase() === email,
  );
  const partner =
    found ??
    (await createPartner({
      role: 'buyerAgent',
      name: `${agent.firstName} ${agent.lastName}`.trim(),
      email: agent.email,
      phone: agent.phones.find((phone) => phone.isPrimary)?.number ?? agent.phones[0]?.number ?? '',
    }));
  return { partnerId: partner.partnerId, name: partner.name, company: partner.company };
}
