import { useState } from 'react';
import { formatPriceCents } from '@shared/domain/plans';
import { REFUND_ADMIN_DAYS, REFUND_WINDOW_DAYS, type Payment } from '@shared/schemas/refunds';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePayments, useRefundPayment } from '../api/payments';

const paidAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const amountOf = (payment: Payment) =>
  payment.currency === 'usd'
    ? formatPriceCents(payment.amountCents)
    : `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

function PaymentRow({ payment, token }: { payment: Payment; token: string }) {
  const refund = useRefundPayment(token);
  const [confirming, setConfirming] = useState(false);
  const amount = amountOf(payment);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="payment">
      <div className="space-y-0.5 text-sm">
        <p className="font-medium">
          {amount} · {payment.learner?.email ?? 'Unknown learner'}
        </p>
        <p className="text-muted-foreground">
          Paid {paidAtFormat.format(new Date(payment.paidAt))} UTC · {payment.chargeId}
        </p>
        {refund.isError ? (
          <p className="text-destructive">
            {messageOf(refund.error, 'The refund could not be made. Please try again.')}
          </p>
        ) : null}
      </div>
      {payment.refunded ? (
        <span className="text-sm text-muted-foreground">Refunded</span>
      ) : !payment.refundable ? (
        <span className="text-sm text-muted-foreground">Not refundable</span>
      ) : confirming ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="destructive"
            disabled={refund.isPending}
            onClick={() => refund.mutate(payment.chargeId)}
          >
            {refund.isPending ? 'Refunding...' : `Refund ${amount} and end Scholar`}
          </Button>
          <Button size="sm" variant="outline" disabled={refund.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          Refund
        </Button>
      )}
    </li>
  );
}

/**
 * The money-back guarantee's tool: the last 40 days' payments, each refundable in full through
 * Stripe (which ends the learner's Scholar at once), after a confirming second click.
 */
export function PaymentsCard({ token }: { token: string }) {
  const payments = usePayments(token);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments, last {REFUND_ADMIN_DAYS} days</CardTitle>
        <CardDescription>
          The {REFUND_WINDOW_DAYS}-day money-back guarantee (Terms › Cancelling and refunds): refund a payment whose
          refund was asked for within {REFUND_WINDOW_DAYS} days of it; the list runs {REFUND_ADMIN_DAYS} days so a
          request made in time can still be answered. A refund returns the whole payment through Stripe, cancels the
          subscription and ends the learner&apos;s Scholar at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {payments.data?.billing === 'off' ? (
          <p className="text-sm text-muted-foreground">
            This server does not bill through Stripe (its keys are not set), so there are no payments to list.
          </p>
        ) : payments.data ? (
          payments.data.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No payments in the last {REFUND_ADMIN_DAYS} days.</p>
          ) : (
            <ul className="divide-y">
              {payments.data.payments.map((payment) => (
                <PaymentRow key={payment.chargeId} payment={payment} token={token} />
              ))}
            </ul>
          )
        ) : payments.isPending ? (
          <Spinner className="py-6" />
        ) : (
          <Alert variant="destructive">
            {messageOf(payments.error, 'The payments could not be loaded. Please try again.')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
