import { z } from 'zod';

/** A payment made in the last REFUND_WINDOW_DAYS days can be refunded in full (the Terms' Refunds clause). */
export const REFUND_WINDOW_DAYS = 30;
/**
 * Time for our reply: a request made on the 30th day is still honoured when the admin answers it
 * later (the Terms allow 5 business days for a reply), so the admin can refund a payment for this
 * many days more (the review's N6).
 */
export const REFUND_REPLY_DAYS = 10;
/** How long the admin can refund a payment: the guarantee's window and the time for our reply. */
export const REFUND_ADMIN_DAYS = REFUND_WINDOW_DAYS + REFUND_REPLY_DAYS;

export const refundMessages = {
  notFound: 'There is no such payment',
  tooOld: `Only a payment made in the last ${REFUND_ADMIN_DAYS} days can be refunded here`,
  alreadyRefunded: 'This payment has already been refunded',
  notPaid: 'This payment did not go through, so there is nothing to refund',
} as const;

/** One payment as the admin's Payments list shows it. */
export const paymentSchema = z.object({
  chargeId: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  paidAt: z.string().datetime(),
  /** The learner whose Stripe customer paid, when this server knows them. */
  learner: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  refunded: z.boolean(),
  /** Paid, not refunded and made in the last REFUND_ADMIN_DAYS days. */
  refundable: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({
  /** Whether this server bills through Stripe; without its keys there is nothing to list (issue 44 point 8). */
  billing: z.enum(['stripe', 'off']),
  /** Newest first: every payment of the last REFUND_ADMIN_DAYS days. */
  payments: z.array(paymentSchema),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

export const chargeParamsSchema = z.object({
  chargeId: z.string().regex(/^ch_[A-Za-z0-9_]{1,200}$/, refundMessages.notFound),
});

export const refundReceiptSchema = z.object({
  chargeId: z.string(),
  refundId: z.string(),
  amountCents: z.number().int().nonnegative(),
  /** The learner's paid access ended with the refund. */
  accessEnded: z.boolean(),
});
export type RefundReceipt = z.infer<typeof refundReceiptSchema>;
