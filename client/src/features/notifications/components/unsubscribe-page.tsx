import { Link, useSearch } from 'wouter';
import { BrandLink } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The page of the link in every Arkad email: one button turns emails off, without a sign-in. The
 * link alone changes nothing (mail scanners open links); the button, or a mail client's one-click
 * POST to the List-Unsubscribe address, does.
 */
export function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const stop = useUnsubscribe();

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
            <h1 className="font-display text-2xl font-bold leading-tight">Stop Arkad emails</h1>
            <CardDescription>
              Price-alert emails and the weekly digest stop. Push notifications, if you turned them on, are not emails:
              turn them off in Settings › Notifications. Arkad still emails you about your account: a password reset you
              ask for, or a note when someone tries to register with your email address.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {stop.isSuccess ? (
              <p role="status" className="font-medium">
                Done: Arkad sends you no more emails except account mail. You can turn them back on in{' '}
                <Link href="/settings?section=notifications" className="underline">
                  Settings › Notifications
                </Link>
                .
              </p>
            ) : token === '' ? (
              <p role="alert">
                This link is incomplete. Sign in and turn emails off in{' '}
                <Link href="/settings?section=notifications" className="underline">
                  Settings › Notifications
                </Link>
                .
              </p>
            ) : (
              <>
                <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
                  Stop emails
                </Button>
                {stop.isError ? (
                  <div role="alert" className="space-y-1">
                    <p className="text-destructive">{errorMessage(stop.error, 'Please try again.')}</p>
                    <p>
                      <Link href="/settings?section=notifications" className="underline">
                        Turn emails off in Settings › Notifications
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
