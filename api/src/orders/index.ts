/** What other folders use from orders/: checking and placing an order, its price, its routes. */

export { chargeCard, checkOrder, saveCard, writeOrder } from './place-order.ts';
export { priceDraft } from './pricing.ts';
export { orderRoutes } from './routes.ts';
