import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand';
import { paths } from '@/config/paths';
import { publicPaths } from '@/config/public-paths';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { EVERY_PLAN_INCLUDES } from '@shared/content/plans';
import type { Crumb } from './public-page';

export { publicPaths };

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

/** Where an action needs an account: sign-up, then back to the app's screen for it. */
export function SignUpPrompt({ action, next }: { action: string; next: string }) {
  return (
    <aside className="mt-8 rounded-lg border bg-secondary/60 p-4 sm:p-5" aria-label="Create a free account">
      <p className="font-semibold">{action} needs a free Arkad account.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Every plan, Free included, has {EVERY_PLAN_INCLUDES.charAt(0).toLowerCase() + EVERY_PLAN_INCLUDES.slice(1)}.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a
          href={paths.auth('signup', next)}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Create a free account
        </a>
        <a href={paths.auth('signin', next)} className="inline-flex h-10 items-center px-2 text-sm font-medium">
          Sign in
        </a>
      </p>
    </aside>
  );
}

function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-1.5">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-x-1.5">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} className="hover:text-foreground hover:underline">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Header, breadcrumbs, the page's own content and the footer: the same frame on every public page. */
export function PublicLayout({ crumbs, children }: { crumbs: readonly Crumb[]; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-2 px-4">
          <a href="/" className="flex items-center gap-2.5 rounded-md">
            <BrandMark />
            <span className="font-display text-xl font-bold tracking-tight">Arkad</span>
          </a>
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <a href={paths.auth('signin')} className="inline-flex h-9 items-center px-2 text-sm font-medium sm:px-3">
              Sign In
            </a>
            <a
              href={paths.auth('signup')}
              className="inline-flex h-9 items-center rounded-md bg-primary px-2.5 text-sm font-medium text-primary-foreground hover:bg-primary-hover sm:px-3"
            >
              Get Started Free
            </a>
          </nav>
        </div>
        <nav aria-label="Public pages" className="mx-auto flex max-w-4xl gap-5 px-4 pb-3 text-sm font-medium">
          <a href={publicPaths.learn} className="hover:text-primary">
            Learning path
          </a>
          <a href={publicPaths.glossary} className="hover:text-primary">
            Glossary
          </a>
          <a href={publicPaths.calculator} className="hover:text-primary">
            DCA scenarios
          </a>
        </nav>
      </header>
      <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:py-8">
        <Breadcrumbs crumbs={crumbs} />
        <main className="mt-4">{children}</main>
      </div>
      <footer className="border-t bg-card">
        <div className="mx-auto max-w-4xl space-y-3 px-4 py-8 text-sm text-muted-foreground">
          <p>{EDUCATIONAL_DISCLAIMER}</p>
          <p>
            Original educational content adapted from <em>The Richest Man in Babylon</em> by George S. Clason (1926; in
            the public domain in the United States). Not affiliated with the author&apos;s estate or any publisher.
          </p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <a href={paths.privacy} className="hover:text-foreground">
              Privacy Policy
            </a>
            <a href={paths.terms} className="hover:text-foreground">
              Terms of Service
            </a>
            <a href={`${paths.terms}#credits`} className="hover:text-foreground">
              Data Credits
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
