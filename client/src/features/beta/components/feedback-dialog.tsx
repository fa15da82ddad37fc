import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  BETA_VERSION,
  betaFeedbackFormSchema,
  COMMENTS_MAX_LENGTH,
  frustrations,
  offeredValuableFeatures,
  PRICING_THOUGHTS_MAX_LENGTH,
  priceRanges,
  testableFeatures,
} from '@shared/schemas/beta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { usePlatform } from '@/lib/platform';
import { useSubmitFeedback } from '../api/submit-feedback';
import { newFeedbackId } from '../lib/feedback-id';
import { translate, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { useBetaMessages } from '../hooks/use-beta-messages';

type FormInput = z.input<typeof betaFeedbackFormSchema>;
type FormOutput = z.output<typeof betaFeedbackFormSchema>;

const FIELDS = [
  'rating',
  'featuresArray',
  'comments',
  'email',
  'paymentLikelihood',
  'pricingThoughts',
  'mostValuableFeature',
  'biggestFriction',
] as const;

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The failure text: 'Failed to submit feedback. Please try again.', then the server's reason when it gave one. */
function failureText(error: unknown): string {
  const failed = translate('beta.message.submitFailed');
  if (error instanceof ApiError && error.serverMessage && error.status !== 500) {
    return `${failed} ${learnerMessage(error.serverMessage, error.code)}`;
  }
  return failed;
}

/**
 * The Beta Feedback dialog (loaded when first opened). A validation message of shared/schemas/beta.ts
 * is its own catalogue id (the English text, as the auth messages are): the form fields show it in the
 * page's language (learnerMessage), from the beta area or the start catalogue.
 */
export default function FeedbackDialog({
  open,
  onOpenChange,
  feedbackUrl,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  feedbackUrl: string | null;
}) {
  const t = useT();
  const ready = useBetaMessages();
  const { platform } = usePlatform();
  const submit = useSubmitFeedback();
  // One id per dialog: sending again after a failure cannot store the same feedback twice.
  const [feedbackId] = useState(newFeedbackId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(betaFeedbackFormSchema),
    defaultValues: { rating: undefined, featuresArray: [], comments: '', email: '', pricingThoughts: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const rating = form.watch('rating');

  const onSubmit = form.handleSubmit(async () => {
    // The values as typed: the server applies the same schema (empty text means none).
    const values = form.getValues();
    try {
      await submit.mutateAsync({
        ...values,
        feedbackId,
        betaVersion: BETA_VERSION,
        deployment: platform,
        userAgent: navigator.userAgent,
        ipAddress: '',
      });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      return;
    }
    toast({ title: t('beta.feedback.sent'), description: t('beta.message.submitted'), variant: 'success' });
    onOpenChange(false);
  });

  if (!ready) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('beta.feedback.title')}</DialogTitle>
          <DialogDescription>{t('beta.feedback.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('beta.feedback.title')}>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">{t('beta.feedback.rating')}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label
                  key={stars}
                  className="flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={stars}
                    checked={rating === stars}
                    onChange={() => form.setValue('rating', stars, { shouldValidate: true })}
                    className="sr-only"
                    aria-label={t('beta.feedback.stars', { count: stars })}
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-7',
                      (rating ?? 0) >= stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                    )}
                  />
                </label>
              ))}
            </div>
            {errors.rating ? (
              <p className="text-sm font-medium text-destructive">{learnerMessage(errors.rating.message ?? '')}</p>
            ) : null}
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">{t('beta.feedback.features')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {testableFeatures.map((feature) => (
                <label key={feature} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={feature}
                    className="size-4 accent-[var(--primary)]"
                    {...form.register('featuresArray')}
                  />
                  {t(`beta.feature.${feature}`)}
                </label>
              ))}
            </div>
          </fieldset>

          <FormField label={t('beta.feedback.pay')} error={errors.paymentLikelihood?.message}>
            <NativeSelect defaultValue="" {...form.register('paymentLikelihood')}>
              <option value="" disabled>
                {t('beta.feedback.chooseOne')}
              </option>
              {priceRanges.map((range) => (
                <option key={range} value={range}>
                  {t(`beta.price.${range}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <FormField label={t('beta.feedback.mostValuable')} error={errors.mostValuableFeature?.message}>
            <NativeSelect defaultValue="" {...form.register('mostValuableFeature')}>
              <option value="" disabled>
                {t('beta.feedback.chooseOne')}
              </option>
              {offeredValuableFeatures.map((feature) => (
                <option key={feature} value={feature}>
                  {t(`beta.valuable.${feature}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <FormField label={t('beta.feedback.frustration')} error={errors.biggestFriction?.message}>
            <NativeSelect defaultValue="" {...form.register('biggestFriction')}>
              <option value="" disabled>
                {t('beta.feedback.chooseOne')}
              </option>
              {frustrations.map((frustration) => (
                <option key={frustration} value={frustration}>
                  {t(`beta.frustration.${frustration}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <FormField label={t('beta.feedback.pricingThoughts')} error={errors.pricingThoughts?.message}>
            <Textarea rows={2} maxLength={PRICING_THOUGHTS_MAX_LENGTH} {...form.register('pricingThoughts')} />
          </FormField>

          <FormField label={t('beta.feedback.comments')} error={errors.comments?.message}>
            <Textarea rows={3} maxLength={COMMENTS_MAX_LENGTH} {...form.register('comments')} />
          </FormField>

          <FormField label={t('beta.feedback.email')} hint={t('beta.feedback.emailHint')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>

          {submit.isError ? <Alert variant="destructive">{failureText(submit.error)}</Alert> : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            {feedbackUrl ? (
              <a
                className="text-sm text-primary underline"
                href={feedbackUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('beta.feedback.atLength')}
              </a>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('beta.feedback.sending') : t('beta.feedback.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
