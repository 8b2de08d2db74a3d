/**
 * The e-mail that gives the homeowner their work order's status link, sent when a filed request is dispatched.
 * Sent inside the filing's transaction: the outbox row commits with the request, SMTP delivery follows the commit,
 * and a rolled-back filing mails nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/index.ts';
import { type StatusLinks, statusLinks } from './status-link.ts';

export interface WorkOrderMail {
  mailer: Mailer;
  links: StatusLinks;
  brand: { name: string; phone: string };
}

export function workOrderMail(app: Pick<FastifyInstance, 'mailer' | 'config' | 'keyRing'>): WorkOrderMail {
  return { mailer: app.mailer, links: statusLinks(app), brand: app.config.brand };
}

export interface DispatchedRequest {
  to: string;
  contactName: string;
  serviceRequestNumber: string;
  itemDescription: string;
  companyName: string;
  workOrderId: string;
}

export async function mailStatusLink(mail: WorkOrderMail, request: DispatchedRequest): Promise<void> {
  const greeting = request.contactName.trim() ? `Hello ${request.contactName.trim()},` : 'Hello,';
  await mail.mailer.send({
    to: request.to,
    subject: `Choose a day for your repair visit (work order ${request.workOrderId})`,
    text:
      `${greeting}\n\nYour service request ${request.serviceRequestNumber} (${request.itemDescription}) has been ` +
      `sent to ${request.companyName}, work order ${request.workOrderId}.\n\n` +
      'Choose a day and a time window for the visit, or cancel the work order, on this page:\n\n' +
      `${mail.links.link(request.workOrderId)}\n\n` +
      'Anyone with this link can change the visit, so please keep it to yourself. ' +
      `If you have a question, call ${mail.brand.name} at ${mail.brand.phone}.\n`,
  });
}
