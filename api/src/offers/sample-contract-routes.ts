/**
 * The sample contract of a plan type in a state (shared/src/sample-contract.ts), with the plans sold there and
 * what each covers: as JSON for the web page /sample-contract/{planType}/{state}, and as a PDF.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  HOMEOWNER_PLAN_TYPE_ID,
  hasSampleContract,
  REAL_ESTATE_PLAN_TYPE_ID,
  type SampleContract,
  SampleContractParams,
  SampleContractResponse,
  sampleContract,
} from '@hw/shared';
import PDFDocument from 'pdfkit';
import { Type } from 'typebox';
import { notFound } from '../plugins/index.ts';
import type { Catalog } from './catalog.ts';

const publicRoute = { tags: ['ordering'], security: [] };

/** The plans of a plan type sold in a state, each once, with what it covers with no add-on. */
function plansSold(catalog: Catalog, planTypeId: string, stateCode: string) {
  const plans = new Map<string, { name: string; covered: string[]; sortOrder: number }>();
  for (const offer of catalog.offers) {
    if (offer.stateCode !== stateCode || offer.plan.planTypeId !== planTypeId || plans.has(offer.plan.planId)) continue;
    const covered = offer.plan.coverages
      .filter((coverage) => !coverage.isOptional || coverage.isIncludedByDefault)
      .map((coverage) => coverage.description);
    plans.set(offer.plan.planId, { name: offer.plan.name, covered, sortOrder: offer.plan.sortOrder });
  }
  return [...plans.values()].sort((a, b) => a.sortOrder - b.sortOrder);
}

const PdfFile = Type.Unsafe<unknown>({
  description: 'The sample contract as a PDF.',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

function contractPdf(contract: SampleContract): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: contract.title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(contract.title);
  doc.moveDown(0.5).font('Helvetica-Oblique').fontSize(10).text(contract.notice);
  for (const section of contract.sections) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(section.heading);
    for (const paragraph of section.paragraphs) doc.moveDown(0.3).font('Helvetica').fontSize(11).text(paragraph);
    if (section.items?.length) doc.moveDown(0.3).list([...section.items], { bulletRadius: 2, textIndent: 12 });
  }
  doc.end();
  return done;
}

export const sampleContractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { brand } = app.config;
  async function contractOf(planType: 'consumer' | 'realEstate', stateCode: string): Promise<SampleContract> {
    const state = stateCode.toUpperCase();
    if (!hasSampleContract(state)) throw notFound('We sell no plans in this state.');
    const planTypeId = planType === 'realEstate' ? REAL_ESTATE_PLAN_TYPE_ID : HOMEOWNER_PLAN_TYPE_ID;
    const plans = plansSold(await app.catalog(), planTypeId, state);
    return sampleContract({ brandName: brand.name, phone: brand.phone, planType, stateCode: state, plans });
  }

  app.get(
    '/sampleContract/:planType/:stateCode',
    {
      schema: {
        ...publicRoute,
        summary: 'Read the sample contract',
        operationId: 'getSampleContract',
        description:
          'The sample residential service contract of a plan type (`consumer` or `realEstate`) in a state the ' +
          'plans are sold in (404 otherwise): a title, a notice that the contract sent with the order governs, ' +
          'and its sections, one per plan sold there with what it covers.',
        params: SampleContractParams,
        response: { 200: SampleContractResponse, ...errorResponses },
      },
    },
    async (request) => contractOf(request.params.planType, request.params.stateCode),
  );

  app.get(
    '/sampleContract/:planType/:stateCode/pdf',
    {
      schema: {
        ...publicRoute,
        summary: 'Download the sample contract',
        operationId: 'getSampleContractPdf',
        description: 'The sample contract of GET /sampleContract/{planType}/{stateCode}, as a PDF.',
        params: SampleContractParams,
        response: { 200: PdfFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { planType, stateCode } = request.params;
      const pdf = await contractPdf(await contractOf(planType, stateCode));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="sample-contract-${planType}-${stateCode.toLowerCase()}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
};
