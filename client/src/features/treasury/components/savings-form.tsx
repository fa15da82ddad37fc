import { PiggyBank } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '@shared/domain/format';
import { savingsSchema, treasuryMessages, type SavingsInput } from '@shared/schemas/treasury';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';

interface SavingsFormProps {
  currency: 'USD' | 'EUR';
  onAdd(input: SavingsInput): void;
}

/**
 * Step 2: a month label and an amount. Both are needed ('Missing Information'), the amount must be
 * above zero ('Invalid Amount'); on success a 'Savings Added!' toast and the form clears.
 */
export function SavingsForm({ currency, onAdd }: SavingsFormProps) {
  const [month, setMonth] = useState('');
  const [amountText, setAmountText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (month.trim() === '' || amountText.trim() === '') {
      toast({
        variant: 'destructive',
        title: treasuryMessages.missingTitle,
        description: treasuryMessages.missingText,
      });
      return;
    }
    const amount = Number(amountText);
    if (!(amount > 0)) {
      toast({
        variant: 'destructive',
        title: treasuryMessages.invalidTitle,
        description: treasuryMessages.invalidText,
      });
      return;
    }
    const parsed = savingsSchema.safeParse({ month, amount });
    if (!parsed.success) {
      toast({
        variant: 'destructive',
        title: treasuryMessages.invalidTitle,
        description: parsed.error.issues[0]?.message,
      });
      return;
    }
    onAdd(parsed.data);
    toast({
      variant: 'success',
      title: treasuryMessages.addedTitle,
      description: `${formatMoney(parsed.data.amount, currency)} added for ${parsed.data.month}.`,
    });
    setMonth('');
    setAmountText('');
  };

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">Step 2</p>
        <CardTitle className="flex items-center gap-2">
          <PiggyBank className="size-5 text-primary" aria-hidden="true" />
          Log Your Savings
        </CardTitle>
        <CardDescription>Each month, write down what you set aside. Small amounts count.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField label="Month">
            <Input
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              placeholder="e.g. January 2026"
              autoComplete="off"
            />
          </FormField>
          <FormField label={`Amount saved (${currency})`}>
            <Input
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              placeholder="e.g. 100"
            />
          </FormField>
          <Button type="submit">Add Savings</Button>
        </form>
      </CardContent>
    </Card>
  );
}
