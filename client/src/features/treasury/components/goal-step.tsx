import { Target } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TREASURY_PRESETS } from '@shared/domain/treasury';
import { formatMoney } from '@shared/domain/format';
import { goalSchema, type Goal } from '@shared/schemas/treasury';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { BitcoinEquivalent, type TreasuryPrice } from './bitcoin-equivalent';

interface GoalStepProps {
  targetAmount: number;
  targetDate: string | null;
  currency: 'USD' | 'EUR';
  price: TreasuryPrice | null;
  onChange(goal: Goal): void;
}

const isPreset = (amount: number) => (TREASURY_PRESETS as readonly number[]).includes(amount);

/** Step 1: a preset goal or a custom amount, and an optional date to reach it by. */
export function GoalStep({ targetAmount, targetDate, currency, price, onChange }: GoalStepProps) {
  const [customChosen, setCustomChosen] = useState(false);
  const [customText, setCustomText] = useState(isPreset(targetAmount) ? '' : String(targetAmount));
  const [customError, setCustomError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();
  const showCustom = customChosen || !isPreset(targetAmount);

  const choosePreset = (amount: number) => {
    setCustomChosen(false);
    setCustomError(undefined);
    onChange({ targetAmount: amount, targetDate });
  };

  const saveCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalSchema.safeParse({
      targetAmount: customText.trim() === '' ? Number.NaN : Number(customText),
      targetDate,
    });
    if (!parsed.success) {
      setCustomError(parsed.error.issues[0]?.message);
      return;
    }
    setCustomError(undefined);
    onChange(parsed.data);
  };

  const changeDate = (value: string) => {
    const parsed = goalSchema.safeParse({ targetAmount, targetDate: value === '' ? null : value });
    if (!parsed.success) {
      setDateError(parsed.error.issues[0]?.message);
      return;
    }
    setDateError(undefined);
    onChange(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">Step 1</p>
        <CardTitle className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          Choose Your Goal
        </CardTitle>
        <CardDescription>
          How much do you want to have saved? Start with an amount that feels reachable.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="group" aria-label="Savings goal" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {TREASURY_PRESETS.map((amount) => (
            <Button
              key={amount}
              variant={!showCustom && targetAmount === amount ? 'default' : 'outline'}
              aria-pressed={!showCustom && targetAmount === amount}
              onClick={() => choosePreset(amount)}
            >
              {formatMoney(amount, currency).replace(/\.00$/, '')}
            </Button>
          ))}
          <Button
            variant={showCustom ? 'default' : 'outline'}
            aria-pressed={showCustom}
            className="col-span-2 sm:col-span-1"
            onClick={() => setCustomChosen(true)}
          >
            Custom
          </Button>
        </div>

        {showCustom ? (
          <form onSubmit={saveCustom} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
            <FormField label={`Custom goal amount (${currency})`} error={customError} className="flex-1 space-y-1.5">
              <Input
                type="number"
                inputMode="decimal"
                min="1"
                step="0.01"
                value={customText}
                onChange={(event) => setCustomText(event.target.value)}
              />
            </FormField>
            <Button type="submit">Set Goal</Button>
          </form>
        ) : null}

        <FormField
          label="Target date (optional)"
          error={dateError}
          hint="With a date, Arkad works out how much to set aside each month."
        >
          <Input
            type="date"
            value={targetDate ?? ''}
            onChange={(event) => changeDate(event.target.value)}
            className="sm:max-w-xs"
          />
        </FormField>

        <p className="text-sm" data-testid="treasury-goal">
          Your goal: <strong>{formatMoney(targetAmount, currency)}</strong>{' '}
          <BitcoinEquivalent amount={targetAmount} price={price} className="block sm:inline" />
        </p>
      </CardContent>
    </Card>
  );
}
