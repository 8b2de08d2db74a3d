/**
 * The brochure PDF of each language, drawn with pdfkit from the words in brochure-text.ts: plans, what is
 * covered, how claims work and how to reach us. Built once per language and process, on first request.
 */
import type { Brand, BrochureCulture } from '@hw/shared';
import PDFDocument from 'pdfkit';
import { BROCHURE_TEXT, type BrochureText } from './brochure-text.ts';

const COLORS = { brand: '#a0432f', ink: '#2b2b2b', muted: '#5b5b5b', band: '#f6e7d8', rule: '#d9b99b' };
const PAGE = { margin: 54, width: 612 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

type Doc = InstanceType<typeof PDFDocument>;

/** Starts a new page when less than `height` points are left on this one. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A section heading, kept on the same page as the first lines after it. */
function heading(doc: Doc, text: string) {
  ensureSpace(doc, 90);
  doc.moveDown(0.6);
  const y = doc.y;
  doc.rect(PAGE.margin, y + 2, 4, 16).fill(COLORS.brand);
  doc
    .fillColor(COLORS.brand)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(text, PAGE.margin + 12, y, {
      width: CONTENT_WIDTH - 12,
    });
  doc.moveDown(0.3);
  doc.x = PAGE.margin;
}

function paragraph(doc: Doc, text: string, size = 10) {
  doc.fillColor(COLORS.ink).font('Helvetica').fontSize(size).text(text, PAGE.margin, doc.y, {
    width: CONTENT_WIDTH,
    lineGap: 2,
  });
}

function bullets(doc: Doc, items: string[], x: number, width: number, numbered = false) {
  doc.font('Helvetica').fontSize(10).fillColor(COLORS.ink);
  items.forEach((item, index) => {
    const y = doc.y;
    const marker = numbered ? `${index + 1}.` : '•';
    doc.fillColor(COLORS.brand).text(marker, x, y, { width: 16 });
    doc.fillColor(COLORS.ink).text(item, x + 16, y, { width: width - 16, lineGap: 1.5 });
    doc.moveDown(0.15);
  });
}

/** A section of two lists side by side, each under its own small heading; kept on one page. */
function twoColumns(doc: Doc, title: string, left: [string, string[]], right: [string, string[]]) {
  const gap = 24;
  const width = (CONTENT_WIDTH - gap) / 2;
  doc.font('Helvetica').fontSize(10);
  const columnHeight = (items: string[]) =>
    items.reduce((sum, item) => sum + doc.heightOfString(item, { width: width - 16, lineGap: 1.5 }) + 4, 24);
  // The heading and both columns on one page: a column never breaks across pages.
  ensureSpace(doc, Math.max(columnHeight(left[1]), columnHeight(right[1])) + 50);
  heading(doc, title);
  const top = doc.y;
  let bottom = top;
  for (const [index, [title, items]] of [left, right].entries()) {
    const x = PAGE.margin + index * (width + gap);
    doc.font('Helvetica-Bold').fontSize(11.5).fillColor(COLORS.ink).text(title, x, top, { width });
    doc.moveDown(0.2);
    bullets(doc, items, x, width);
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = PAGE.margin;
  doc.y = bottom;
}

function plans(doc: Doc, title: string, list: [string, string][]) {
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(COLORS.ink).text(title, PAGE.margin, doc.y);
  doc.moveDown(0.2);
  for (const [name, text] of list) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.brand).text(`${name}: `, { continued: true });
    doc.font('Helvetica').fillColor(COLORS.ink).text(text, { width: CONTENT_WIDTH, lineGap: 1.5 });
    doc.moveDown(0.2);
  }
}

function cover(doc: Doc, text: BrochureText, brand: Brand) {
  doc.rect(0, 0, PAGE.width, 150).fill(COLORS.brand);
  // A row of mesas along the band's lower edge.
  doc
    .path('M0 150 L0 128 L70 128 L70 112 L150 112 L150 124 L260 124 L260 104 L330 104 L330 120 L612 120 L612 150 Z')
    .fillOpacity(0.25)
    .fill('#ffffff')
    .fillOpacity(1);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(26).text(brand.name, PAGE.margin, 40, {
    width: CONTENT_WIDTH,
  });
  doc.font('Helvetica').fontSize(15).text(text.title, PAGE.margin, 76, { width: CONTENT_WIDTH });
  doc.y = 172;
  doc.fillColor(COLORS.ink).font('Helvetica-Bold').fontSize(13).text(text.tagline, PAGE.margin, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.5);
  paragraph(doc, text.intro);
  doc.moveDown(0.6);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  const lineHeight = doc.currentLineHeight(true) + 2;
  const bandHeight = text.facts.length * lineHeight + 14;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, bandHeight).fill(COLORS.band);
  text.facts.forEach((fact, index) => {
    doc.fillColor(COLORS.brand).text(fact, PAGE.margin, top + 8 + index * lineHeight, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  });
  doc.x = PAGE.margin;
  doc.y = top + bandHeight;
}

/** The agent a co-branded brochure (the agent's flyer) names: who to call about a plan. */
export interface FlyerAgent {
  name: string;
  phone: string;
  email: string;
  /** Their photo (JPEG or PNG bytes), drawn at the band's right end. */
  photo?: Buffer;
}

const PHOTO_SIZE = 50;

/** The agent's band under the cover: their name, phone and e-mail beside the brand's, and their photo if given. */
function agentBand(doc: Doc, agent: FlyerAgent, brand: Brand) {
  doc.moveDown(0.6);
  const top = doc.y;
  const height = 62;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).lineWidth(1.5).strokeColor(COLORS.brand).stroke();
  if (agent.photo) {
    doc.image(agent.photo, PAGE.margin + CONTENT_WIDTH - PHOTO_SIZE - 6, top + (height - PHOTO_SIZE) / 2, {
      fit: [PHOTO_SIZE, PHOTO_SIZE],
      align: 'center',
      valign: 'center',
    });
  }
  const textWidth = CONTENT_WIDTH - 28 - (agent.photo ? PHOTO_SIZE + 6 : 0);
  doc
    .fillColor(COLORS.muted)
    .font('Helvetica')
    .fontSize(9)
    .text(`Your real estate agent, with ${brand.name}`, PAGE.margin + 14, top + 10, {
      width: textWidth,
    });
  doc
    .fillColor(COLORS.brand)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(agent.name, PAGE.margin + 14, top + 22, {
      width: textWidth,
    });
  const contact = [agent.phone, agent.email].filter(Boolean).join('  ·  ');
  doc
    .fillColor(COLORS.ink)
    .font('Helvetica')
    .fontSize(10.5)
    .text(contact, PAGE.margin + 14, top + 42, {
      width: textWidth,
    });
  doc.x = PAGE.margin;
  doc.y = top + height;
}

function render(doc: Doc, text: BrochureText, brand: Brand, site: string, agent?: FlyerAgent) {
  cover(doc, text, brand);
  if (agent) agentBand(doc, agent, brand);
  heading(doc, text.plansHeading);
  plans(doc, text.homeownerPlansHeading, text.homeownerPlans);
  doc.moveDown(0.3);
  plans(doc, text.realEstatePlansHeading, text.realEstatePlans);
  doc.moveDown(0.3);
  paragraph(doc, text.serviceFee);

  twoColumns(doc, text.coveredHeading, [text.systemsHeading, text.systems], [text.appliancesHeading, text.appliances]);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(COLORS.ink).text(text.addonsHeading, PAGE.margin, doc.y);
  doc.moveDown(0.2);
  paragraph(doc, text.addons.join(' · '));

  heading(doc, text.notCoveredHeading);
  paragraph(doc, text.notCovered);

  heading(doc, text.claimsHeading);
  bullets(doc, text.claims, PAGE.margin, CONTENT_WIDTH, true);

  heading(doc, text.contactHeading);
  bullets(doc, text.contact(brand, site), PAGE.margin, CONTENT_WIDTH);

  doc.font('Helvetica-Oblique').fontSize(8.5);
  ensureSpace(doc, doc.heightOfString(text.legal, { width: CONTENT_WIDTH }) + 30);
  doc.moveDown(1);
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.width - PAGE.margin, doc.y)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.moveDown(0.5);
  doc.fillColor(COLORS.muted).font('Helvetica-Oblique').fontSize(8.5).text(text.legal, PAGE.margin, doc.y, {
    width: CONTENT_WIDTH,
  });
}

/** The brochure of a language as PDF bytes; with an agent, co-branded with their name and how to reach them. */
export function renderBrochure(
  culture: BrochureCulture,
  brand: Brand,
  site: string,
  agent?: FlyerAgent,
): Promise<Buffer> {
  const text = BROCHURE_TEXT[culture];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    lang: culture,
    info: { Title: `${brand.name}: ${text.title}`, Author: brand.name, Subject: text.tagline },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  render(doc, text, brand, site, agent);
  doc.end();
  return done;
}

/** One brochure per language and process: built on first request, kept for the life of the cache. */
export function brochureCache(brand: Brand, site: string) {
  const built = new Map<BrochureCulture, Promise<Buffer>>();
  return (culture: BrochureCulture): Promise<Buffer> => {
    let pdf = built.get(culture);
    if (!pdf) {
      pdf = renderBrochure(culture, brand, site);
      built.set(culture, pdf);
      // A failed build is not kept: the next request tries again.
      pdf.catch(() => built.delete(culture));
    }
    return pdf;
  };
}
