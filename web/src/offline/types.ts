/**
 * Shapes of the contractor calls (spec core section 7) as the offline store keeps them.
 * Money is in dollars, as on the wire; dates are ISO strings.
 */
import type { ContractorStatusFilter } from '@hw/shared';

export interface ClosingItem {
  closingItemId: string;
  name: string;
  closingItemCategoryId?: string;
  [extra: string]: unknown;
}

export interface ClosingItemCategory {
  closingItemCategoryId: string;
  name: string;
  [extra: string]: unknown;
}

export interface PartDetails {
  isProvidedByContractor: boolean;
  pricePerUnit: number;
  taxPerUnit: number;
  units: number;
  costPerHour: number;
  hoursWorked: number;
  closingItem: { closingItemId: string; name: string };
}

export interface DispatchPart {
  /** Absent until the server has stored the part. */
  dispatchPartId?: string;
  partDetails: PartDetails;
  /** Local only: the part is waiting in the outbox. */
  clientPartId?: string;
  pending?: boolean;
}

export interface DispatchNote {
  noteId?: string;
  note: string;
  createdAt?: string;
  createdBy?: string;
  pending?: boolean;
  [extra: string]: unknown;
}

export interface DispatchFile {
  fileId?: string;
  fileName: string;
  contentType?: string;
  url?: string;
  createdAt?: string;
  [extra: string]: unknown;
}

/** The ticket as GET /api/contractor/dispatch/{workOrderId} answers it. */
export interface DispatchTicket {
  dispatchId: string;
  workOrderId: string;
  version: number;
  contractorStatus: string;
  notes: DispatchNote[];
  dispatchParts: DispatchPart[];
  files?: DispatchFile[];
  purchaseOrderCost: number;
  serviceCallFeeCollectedAmount: number;
  wasServiceCallFeeCollected: boolean;
  discountAmount: number;
  preAuthorizeAmount: number;
  preAuthorizeAmountOverride: number | null;
  tax: number;
  shipping: number;
  [extra: string]: unknown;
}

export interface DispatchSearchResponse {
  items: DispatchTicket[];
  totalItems: number;
  page: number;
  contractorStatus: ContractorStatusFilter;
}

/** The ticket fields a contractor edits directly (the rest is read-only or changed by its own call). */
export const EDITABLE_TICKET_FIELDS = [
  'discountAmount',
  'tax',
  'shipping',
  'purchaseOrderCost',
  'serviceCallFeeCollectedAmount',
  'wasServiceCallFeeCollected',
] as const;
export type EditableTicketField = (typeof EDITABLE_TICKET_FIELDS)[number];
export type TicketChanges = Partial<Pick<DispatchTicket, EditableTicketField>>;
