/**
 * Shapes of the contractor calls as the offline store keeps them: the API's own schemas
 * (shared/src/schemas/dispatch.ts) plus what exists only on this device (parts and notes not yet sent).
 */
import type {
  ContractorStatusFilter,
  DispatchFile,
  EditableTicketField,
  DispatchNote as ServerNote,
  DispatchPart as ServerPart,
  DispatchTicket as ServerTicket,
} from '@hw/shared';

export type { ClosingItem, ClosingItemCategory, DispatchFile } from '@hw/shared';

export type PartDetails = ServerPart['partDetails'];

export interface DispatchPart {
  /** Absent until the server has stored the part. */
  dispatchPartId?: string;
  partDetails: PartDetails;
  /** Local only: the part is waiting in the outbox. */
  clientPartId?: string;
  pending?: boolean;
}

/** A note; one still on this device has no id or author yet. */
export type DispatchNote = Partial<Omit<ServerNote, 'note'>> & { note: string; pending?: boolean };

/** The ticket as GET /api/contractor/dispatch/{workOrderId} answers it, with local parts and notes. */
export type DispatchTicket = Omit<ServerTicket, 'dispatchParts' | 'notes' | 'files'> & {
  dispatchParts: DispatchPart[];
  notes: DispatchNote[];
  files: DispatchFile[];
};

export interface DispatchSearchResponse {
  items: DispatchTicket[];
  totalItems: number;
  page: number;
  contractorStatus: ContractorStatusFilter;
}

/** An edit of the fields a contractor changes directly (EDITABLE_TICKET_FIELDS; the rest has its own calls). */
export type TicketChanges = Partial<Pick<DispatchTicket, EditableTicketField>>;
