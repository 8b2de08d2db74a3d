/** The PDF of an invoice due at closing, attached to the mail the escrow or title officer gets. */
import type { Brand } from '@hw/shared';
import PDFDocument from 'pdfkit';

const COLORS = { brand: '#a0432f', ink: '#2b2b2b', muted: '#5b5b5b', band: '#f6e7d8' };
const MARGIN = 54;
const WIDTH = 612 - MARGIN * 2;

export interface EscrowInvoiceFacts {
  invoiceId: string;
  policyNumber: string;
  planName: string;
  propertyAddress: string;
  buyerName: string;
  closingDate: string | null;
  amountDue: string;
  officer: { name: string; company: string } | null;
  payLink: string;
  issuedOn: string;
}

/** pdfkit's output as one buffer. */
export function pdfBytes(
  draw: (doc: InstanceType<typeof PDFDocument>) => void,
  options: ConstructorParameters<typeof PDFDocument>[0],
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export function renderEscrowInvoice(facts: EscrowInvoiceFacts, brand: Brand): Promise<Buffer> {
  return pdfBytes(
    (doc) => {
      doc.rect(0, 0, 612, 110).fill(COLORS.brand);
      doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(brand.name, MARGIN, 34, { width: WIDTH });
      doc.font('Helvetica').fontSize(13).text('Invoice due at closing', MARGIN, 66, { width: WIDTH });
      doc.y = 134;
      const row = (label: string, value: string) => {
        const y = doc.y;
        doc.fillColor(COLORS.muted).font('Helvetica').fontSize(10).text(label, MARGIN, y, { width: 150 });
        doc
          .fillColor(COLORS.ink)
          .font('Helvetica-Bold')
          .fontSize(11)
          .text(value, MARGIN + 160, y, { width: WIDTH - 160 });
        doc.moveDown(0.5);
      };
      if (facts.officer) row('To', `${facts.officer.name}, ${facts.officer.company}`);
      row('Contract number', facts.policyNumber);
      row('Property', facts.propertyAddress);
      row('Buyer', facts.buyerName);
      row('Plan', facts.planName);
      row('Closing date', facts.closingDate ?? 'Not set');
      row('Invoice date', facts.issuedOn);
      row('Invoice', facts.invoiceId);
      doc.moveDown(0.5);
      const top = doc.y;
      doc.rect(MARGIN, top, WIDTH, 44).fill(COLORS.band);
      doc
        .fillColor(COLORS.brand)
        .font('Helvetica-Bold')
        .fontSize(16)
        .text(`Amount due: ${facts.amountDue}`, MARGIN + 14, top + 14, {
          width: WIDTH - 28,
        });
      doc.x = MARGIN;
      doc.y = top + 62;
      doc.fillColor(COLORS.brand).font('Helvetica-Bold').fontSize(13).text('How to pay', MARGIN, doc.y);
      doc.moveDown(0.3);
      doc.fillColor(COLORS.ink).font('Helvetica').fontSize(10.5);
      doc.text('By card: open this link and enter the card. The invoice is marked paid at once.', { width: WIDTH });
      doc.moveDown(0.2);
      doc.fillColor(COLORS.brand).text(facts.payLink, { width: WIDTH, link: facts.payLink, underline: true });
      doc.moveDown(0.4);
      doc
        .fillColor(COLORS.ink)
        .text(
          `By cheque: payable to ${brand.name}, with the contract number ${facts.policyNumber} on it, mailed to ` +
            `${brand.name}, ${brand.mailingCity} ${brand.mailingZip}.`,
          { width: WIDTH },
        );
      doc.moveDown(0.8);
      doc
        .fillColor(COLORS.muted)
        .fontSize(9)
        .text(
          `Coverage starts at the close of escrow once this invoice is paid. Questions: ${brand.phone}, ${brand.customerCareEmail}.`,
          { width: WIDTH },
        );
    },
    {
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: `${brand.name}: invoice ${facts.policyNumber}`, Author: brand.name },
    },
  );
}
