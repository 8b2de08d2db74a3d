/**
 * The homeowner's timeline of a service request, which follows its work order. What other folders use comes from here.
 */
export { cancelWorkOrder, followWorkOrder, recordEvent } from './events.ts';
