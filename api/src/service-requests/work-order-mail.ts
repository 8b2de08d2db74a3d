/**
 * The e-mail that gives the homeowner their work order's status link, sent when a filed request is dispatched.
 * Sent inside the filing's transaction: the outbox row commits with the request, SMTP delivery follows the commit,
 * and a rolled-back filing mails nothing.
 */
import { describeWindow, type VisitWindow } from '@hw/shared';
import { LANGUAGE_TAGS, type Locale, m } from '@hw/shared/i18n';
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
  /** The window booked while filing: the mail confirms it, and its link is for changing it. */
  booked?: VisitWindow | null;
}

/** Mails the status link in `locale`, the language of the address it goes to (languageOfAddress). */
export async function mailStatusLink(mail: WorkOrderMail, request: DispatchedRequest, locale: Locale): Promise<void> {
  const language = { locale };
  const name = request.contactName.trim();
  const greeting = name ? m.mail_hello_name({ name }, language) : m.mail_hello({}, language);
  const { serviceRequestNumber, workOrderId } = request;
  const sent = m.mail_work_order_sent(
    { serviceRequestNumber, item: request.itemDescription, company: request.companyName, workOrderId },
    language,
  );
  const booked = request.booked ? describeWindow(request.booked, LANGUAGE_TAGS[locale]) : null;
  const what = booked
    ? `${m.mail_work_order_booked(booked, language)}\n\n${m.mail_work_order_change({}, language)}`
    : m.mail_work_order_choose({}, language);
  await mail.mailer.send({
    to: request.to,
    subject: booked
      ? m.mail_work_order_booked_subject({ workOrderId }, language)
      : m.mail_work_order_subject({ workOrderId }, language),
    text:
      `${greeting}\n\n${sent}\n\n${what}\n\n` +
      `${mail.links.link(workOrderId)}\n\n` +
      `${m.mail_work_order_keep_private({}, language)} ` +
      `${m.mail_questions_call({ brand: mail.brand.name, phone: mail.brand.phone }, language)}\n`,
  });
}
