import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand';
import { paths } from '@/config/paths';
import { publicPaths } from '@/config/public-paths';
import type { Language } from '@shared/i18n/languages';
import { publicCopy } from './public-copy';
import { localizedPath, type Crumb } from './public-page';

export { publicPaths };

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

/**
 * The app's sign-in screen, opening in the page's language: a page in another language than English
 * says so with `lang` (the app then starts in it, client/src/i18n/i18n.ts startingLanguage).
 */
function authPath(language: Language, mode: 'signin' | 'signup', next?: string): string {
  const path = paths.auth(mode, next);
  return language === 'en' ? path : `${path}&lang=${language}`;
}

/** Where an action needs an account: sign-up, then back to the app's screen for it. */
export function SignUpPrompt({ action, next, language = 'en' }: { action: string; next: string; language?: Language }) {
  const copy = publicCopy[language];
  return (
    <aside className="mt-8 rounded-lg border bg-secondary/60 p-4 sm:p-5" aria-label={copy.createAccountLabel}>
      <p className="font-semibold">{copy.needsAccount(action)}</p>
      <p className="mt-1 text-sm text-muted-foreground">{copy.everyPlan}</p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a
          href={authPath(language, 'signup', next)}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          {copy.createAccount}
        </a>
        <a href={authPath(language, 'signin', next)} className="inline-flex h-10 items-center px-2 text-sm font-medium">
          {copy.signIn}
        </a>
      </p>
    </aside>
  );
}

function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-muted-foreground">
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
export function PublicLayout({
  crumbs,
  children,
  language = 'en',
  otherLanguage,
}: {
  crumbs: readonly Crumb[];
  children: ReactNode;
  language?: Language;
  /** The same page in the other language, when it exists: a link to it, named in that language. */
  otherLanguage?: { language: Language; path: string };
}) {
  const copy = publicCopy[language];
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-2 px-4">
          <a href={localizedPath(language, '/')} className="flex items-center gap-2.5 rounded-md">
            <BrandMark />
            <span className="font-display text-xl font-bold tracking-tight">Arkad</span>
          </a>
          <nav aria-label={copy.accountNav} className="flex items-center gap-1 sm:gap-2">
            <a
              href={authPath(language, 'signin')}
              className="inline-flex h-9 items-center whitespace-nowrap px-2 text-sm font-medium sm:px-3"
            >
              {copy.signIn}
            </a>
            <a
              href={authPath(language, 'signup')}
              className="inline-flex h-9 items-center whitespace-nowrap rounded-md bg-primary px-2.5 text-sm font-medium text-primary-foreground hover:bg-primary-hover sm:px-3"
            >
              {copy.getStarted}
            </a>
          </nav>
        </div>
        <nav
          aria-label={copy.publicNav}
          className="mx-auto flex max-w-4xl flex-wrap gap-x-5 gap-y-1 px-4 pb-3 text-sm font-medium"
        >
          <a href={localizedPath(language, publicPaths.learn)} className="hover:text-primary">
            {copy.learningPath}
          </a>
          <a href={localizedPath(language, publicPaths.glossary)} className="hover:text-primary">
            {copy.glossary}
          </a>
          <a href={localizedPath(language, publicPaths.calculator)} className="hover:text-primary">
            {copy.dcaScenarios}
          </a>
          {otherLanguage ? (
            // The same page in the other language, named in that language.
            <a
              href={otherLanguage.path}
              lang={otherLanguage.language}
              hrefLang={otherLanguage.language}
              className="ml-auto hover:text-primary"
            >
              {copy.otherLanguage}
            </a>
          ) : null}
        </nav>
      </header>
      <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:py-8">
        <Breadcrumbs crumbs={crumbs} label={copy.breadcrumb} />
        <main className="mt-4">{children}</main>
      </div>
      <footer className="border-t bg-card">
        <div className="mx-auto max-w-4xl space-y-3 px-4 py-8 text-sm text-muted-foreground">
          <p>{copy.disclaimer}</p>
          <p>
            {copy.clason.before}
            <em>{copy.clason.title}</em>
            {copy.clason.after}
          </p>
          <nav aria-label={copy.footerNav} className="flex flex-wrap gap-x-5 gap-y-2">
            <a href={paths.privacy} className="hover:text-foreground">
              {copy.privacy}
            </a>
            <a href={paths.terms} className="hover:text-foreground">
              {copy.terms}
            </a>
            <a href={`${paths.terms}#credits`} className="hover:text-foreground">
              {copy.credits}
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
