import { Link, useSearch } from 'wouter';
import { BrandLink } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The page of the link in every Arkad email: one button turns emails off, without a sign-in. The
 * link alone changes nothing (mail scanners open links); the button, or a mail client's one-click
 * POST to the List-Unsubscribe address, does.
 */
export function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const stop = useUnsubscribe();
  const t = useT();
  const settingsLink = <Link href="/settings?section=notifications" className="underline" />;

  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-xl items-center px-4">
          <BrandLink />
        </div>
      </header>
      <main className="mx-auto max-w-xl px-4 py-8">
        <Card>
          <CardHeader>
            <h1 className="font-display text-2xl font-bold leading-tight">{t('settings.unsubscribe.title')}</h1>
            <CardDescription>{t('settings.unsubscribe.description')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {stop.isSuccess ? (
              <p role="status" className="font-medium">
                <Trans id="settings.unsubscribe.done" components={{ 0: settingsLink }} />
              </p>
            ) : token === '' ? (
              <p role="alert">
                <Trans id="settings.unsubscribe.incomplete" components={{ 0: settingsLink }} />
              </p>
            ) : (
              <>
                <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
                  {t('settings.unsubscribe.stop')}
                </Button>
                {stop.isError ? (
                  <div role="alert" className="space-y-1">
                    <p className="text-destructive">
                      {learnerMessage(
                        errorMessage(stop.error, t('settings.tryAgain')),
                        stop.error instanceof ApiError ? stop.error.code : undefined,
                      )}
                    </p>
                    <p>
                      <Link href="/settings?section=notifications" className="underline">
                        {t('settings.unsubscribe.turnOff')}
                      </Link>
                    </p>
                  </div>
                ) : null}
              </>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
