import { Languages } from 'lucide-react';
import { languageNames, languages, isLanguage, type Language } from '@shared/i18n/languages';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useOptionalAuth } from '@/lib/auth';
import { chooseLanguage, translate, useLanguage, useT } from '@/i18n/i18n';
import { saveLanguage } from '../api/save-language';

/**
 * The learner chose a language: the page switches at once and the browser keeps it; a signed-in
 * learner's account keeps it too (decision 063), so another device opens in it.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const auth = useOptionalAuth();
  return async (language) => {
    await chooseLanguage(language);
    const user = auth?.user;
    if (!auth || !user || user.preferences.language === language) return;
    try {
      auth.updateUser((await saveLanguage(language)).user);
    } catch {
      toast({
        variant: 'destructive',
        title: translate('language.label'),
        description: translate('language.notSaved'),
      });
    }
  };
}

/**
 * Every screen's language switch: a native select (the phone's own picker), each language named
 * in itself. `id` when a visible label names it (Settings); otherwise it is labelled 'Language'.
 */
export function LanguageSwitch({ id, className }: { id?: string; className?: string }) {
  const t = useT();
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <span className={cn('relative inline-flex items-center', className)}>
      <Languages className="pointer-events-none absolute left-2 size-4 text-muted-foreground" aria-hidden="true" />
      <select
        id={id}
        aria-label={id ? undefined : t('language.label')}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md border border-input bg-card py-1 pl-7 pr-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
