import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { spaRoutes } from '@shared/spa-routes';
import { translate, useLanguage, withMessages, type MessageId } from '@/i18n/i18n';

type ScreenTitle = Exclude<
  Extract<MessageId, `titles.${string}`>,
  'titles.app' | 'titles.description' | 'titles.screen'
>;

/** Each screen's title (the landing page has the app's own); a path none matches is 'not found'. */
const exactTitles: Record<string, ScreenTitle | null> = {
  [spaRoutes.landing]: null,
  [spaRoutes.home]: 'titles.home',
  [spaRoutes.compare]: 'titles.compare',
  [spaRoutes.auth]: 'titles.auth',
  [spaRoutes.settings]: 'titles.settings',
  [spaRoutes.testCheckout]: 'titles.subscription',
  [spaRoutes.testBilling]: 'titles.subscription',
  [spaRoutes.subscription]: 'titles.subscription',
  [spaRoutes.premium]: 'titles.premium',
  [spaRoutes.privacy]: 'titles.privacy',
  [spaRoutes.terms]: 'titles.terms',
  [spaRoutes.admin]: 'titles.admin',
  [spaRoutes.unsubscribe]: 'titles.unsubscribe',
  [spaRoutes.exam]: 'titles.exam',
  [spaRoutes.record]: 'titles.record',
  [spaRoutes.verifyCredential]: 'titles.verifyCredential',
  [spaRoutes.teach]: 'titles.teach',
};
const prefixTitles: [prefix: string, title: ScreenTitle][] = [
  ['/stories/', 'titles.story'],
  ['/certificate/', 'titles.certificate'],
  ['/join/', 'titles.join'],
  ['/teach/', 'titles.teach'],
];

/** The title of the screen at `path` (a public page's `/es` prefix aside); null for the landing page. */
export function screenTitle(path: string): ScreenTitle | null {
  const bare = path.replace(/^\/es(?=\/|$)/, '') || '/';
  if (bare in exactTitles) return exactTitles[bare] ?? null;
  return prefixTitles.find(([prefix]) => bare.startsWith(prefix))?.[1] ?? 'titles.notFound';
}

function setDescription(content: string): void {
  const meta = document.querySelector('meta[name="description"]');
  if (meta) meta.setAttribute('content', content);
}

/**
 * The page's <title> and meta description in a language other than English (issue 48): the
 * `titles` area is loaded on first use and each screen gets '<screen> · Arkad' (the landing page the
 * app's title), with the description translated. Unmounted (back in English), it puts back the ones
 * index.html has. A screen that sets a more precise title itself (a story) does so after this.
 */
export default function ScreenTitles() {
  const language = useLanguage();
  const [location] = useLocation();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const original = {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    };
    let live = true;
    void withMessages('titles', Promise.resolve()).then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
      document.title = original.title;
      setDescription(original.description);
    };
  }, []);

  useEffect(() => {
    if (!loaded || language === 'en') return;
    const screen = screenTitle(location);
    document.title = screen ? translate('titles.screen', { screen: translate(screen) }) : translate('titles.app');
    setDescription(translate('titles.description'));
  }, [language, loaded, location]);

  return null;
}
