/**
 * The e-mail that gives the homeowner their work order's status link, sent when a filed request is dispatched.
 * Sent inside the filing's transaction: the outbox row commits with the request, SMTP delivery follows the commit,
 * and a rolled-back filing mails nothing.
 */
import { describeWindow, type VisitWindow } from '@hw/shared';
import { LANGUAGE_TAGS, type Locale, m } from '@hw/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { greeting, type Mailer } from '../mail/index.ts';
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
  const { serviceRequestNumber, workOrderId } = request;
  const sent = m.mail_work_order_sent(
    { serviceRequestNumber, item: request.itemDescription, company: request.companyName, workOrderId },
    language,
  );
  const booked = request.booked ? describeWindow(request.booked, LANGUAGE_TAGS[locale]) : null;
  await mail.mailer.send({
    to: request.to,
    subject: booked
      ? m.mail_work_order_booked_subject({ workOrderId }, language)
      : m.mail_work_order_subject({ workOrderId }, language),
    body: {
      locale,
      greeting: greeting(request.contactName, locale),
      paragraphs: booked ? [sent, m.mail_work_order_booked(booked, language)] : [sent],
      action: booked
        ? {
            lead: m.mail_work_order_change({}, language),
            label: m.mail_button_change_visit({}, language),
            url: mail.links.link(workOrderId),
          }
        : {
            lead: m.mail_work_order_choose({}, language),
            label: m.mail_button_choose_day({}, language),
            url: mail.links.link(workOrderId),
          },
      notes: [
        m.mail_work_order_keep_private({}, language),
        m.mail_questions_call({ brand: mail.brand.name, phone: mail.brand.phone }, language),
      ],
    },
  });
}
