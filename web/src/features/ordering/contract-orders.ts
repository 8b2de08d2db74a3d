/**
 * The orders of an existing contract: a renewal or an upgrade, prefilled from the contract and its offers (an
 * upgrade keeps the contract's payment type and term), and a listing coverage converted into a full coverage. A new
 * order's form does not carry this: it loads when the order page opens one of these (order-session.ts).
 */
import {
  COVERAGE_LENGTH_MAX,
  type ContractDetail,
  type ContractSummary,
  type ConvertResponse,
  messages,
  type OffersResponse,
  ORDER_PAYMENT_TYPES,
  type OrderPaymentType,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { contractQueryOptions } from '#web/lib/account/get-contract.ts';
import { brand } from '#web/lib/brand.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { showToast } from '#web/ui/index.ts';
import { getConversion } from './api/convert-listing-coverage.ts';
import { contractOffersQueryOptions } from './api/get-contract-offers.ts';
import type { OrderDraft, OrderKind } from './draft.ts';

const isOrderPaymentType = (value: string): value is OrderPaymentType =>
  (ORDER_PAYMENT_TYPES as readonly string[]).includes(value);

/**
 * What an upgrade keeps of its contract: how it is paid and its term (the server refuses an upgrade that
 * changes either). Null for what is not known (a contract paid another way, details not loaded).
 */
export function keptTerms(
  contract: Pick<ContractSummary, 'paymentType'> | undefined,
  detail: Pick<ContractDetail, 'coverageLengthYears'> | undefined,
): { paymentType: OrderPaymentType | null; coverageLength: number | null } {
  const paymentType = contract && isOrderPaymentType(contract.paymentType) ? contract.paymentType : null;
  const years = detail?.coverageLengthYears;
  const coverageLength = years && years >= 1 && years <= COVERAGE_LENGTH_MAX ? years : null;
  return { paymentType, coverageLength };
}

/**
 * A renewal or upgrade of a contract: its address, state and dwelling type, and the contract's own ids; an
 * upgrade also its payment type and coverage length.
 */
export function prefillFromContract(
  draft: OrderDraft,
  response: OffersResponse,
  contractId: string,
  contract?: ContractSummary,
  detail?: Pick<ContractDetail, 'coverageLengthYears'>,
): OrderDraft {
  const address = contract?.address;
  const upgrading = draft.kind === 'upgrade';
  const kept = upgrading ? keptTerms(contract, detail) : { paymentType: null, coverageLength: null };
  return {
    ...draft,
    contractId,
    upgradeContractId: upgrading ? contractId : null,
    coverageLength: kept.coverageLength ?? draft.coverageLength,
    payment: kept.paymentType
      ? { ...draft.payment, type: kept.paymentType, isPayingNow: kept.paymentType !== 'escrow' }
      : draft.payment,
    property: {
      ...draft.property,
      address: {
        streetAddress: address?.streetAddress ?? '',
        unit: address?.unit ?? '',
        city: address?.city ?? '',
        zipCode: address?.zipCode ?? '',
        state: response.stateCode,
      },
      dwellingTypeId: response.dwellingTypeId,
    },
  };
}

/** The contract's offers (with its current plan) of a renewal or upgrade, the account and the contract. */
export async function loadContract(queryClient: QueryClient, kind: OrderKind, contractId: string) {
  const offersOptions = contractOffersQueryOptions(contractId, kind === 'upgrade');
  // loadQuery never waits for a connection: offline, what the device saved is used.
  await Promise.all([
    loadQuery(queryClient, offersOptions),
    loadQuery(queryClient, accountQueryOptions()),
    kind === 'upgrade' ? loadQuery(queryClient, contractQueryOptions(contractId)) : undefined,
  ]);
  const account = queryClient.getQueryData(accountQueryOptions().queryKey);
  return {
    response: queryClient.getQueryData(offersOptions.queryKey),
    contract: account?.contracts.find((candidate) => candidate.contractId === contractId),
    detail: kind === 'upgrade' ? queryClient.getQueryData(contractQueryOptions(contractId).queryKey) : undefined,
  };
}

/**
 * The order converting a listing coverage: its property, close date and ordering party. The listing
 * coverage's card (the seller's gateway profile) is never used, whatever the answer says: the order is paid
 * at closing, or by a card entered on the payment step, like any new order.
 */
export function conversionDraft(draft: OrderDraft, conversion: ConvertResponse): OrderDraft {
  const { address, dwellingTypeId, squareFootage } = conversion.property;
  return {
    ...draft,
    contractId: conversion.contractId,
    orderingPartyType: conversion.orderingPartyType as OrderDraft['orderingPartyType'],
    estimatedCloseDate: conversion.estimatedCloseDate ?? '',
    property: {
      address: {
        streetAddress: address.streetAddress,
        unit: address.unit ?? '',
        city: address.city,
        state: address.state,
        zipCode: address.zipCode,
      },
      dwellingTypeId,
      squareFootage,
    },
  };
}

/** The listing coverage to convert, loaded into the draft; the form says when it cannot be loaded. */
export async function prefillConversion(draft: OrderDraft, contractId: string): Promise<OrderDraft> {
  try {
    return conversionDraft(draft, await getConversion(contractId));
  } catch {
    showToast({
      title: messages.convert.failureTitle,
      text: m.order_convert_failed({ phone: brand.phone }),
      kind: 'error',
    });
    return draft;
  }
}
