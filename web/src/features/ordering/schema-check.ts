/**
 * TypeBox's value checker, for the checks the order pages make only now and then (an order about to be sent, a
 * changed price, a lead): loaded by them when needed (`import('./schema-check.ts')`), never with the form.
 */
export { Check, Errors } from 'typebox/value';
