import { languageNames, languages, isLanguage } from '@shared/i18n/languages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useLanguage, useT } from '@/i18n/i18n';
import { useChooseLanguage } from './language-switch';

const options = languages.map((language) => ({
  value: language,
  label: <span lang={language}>{languageNames[language]}</span>,
}));

/** Settings' Language card: applied at once, kept on the account and in this browser (nothing to save). */
export function LanguageSettings() {
  const t = useT();
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('language.label')}</CardTitle>
        <CardDescription>{t('language.settingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceGroup
          name="language"
          legend={t('language.label')}
          legendClassName="sr-only"
          className="grid gap-3 space-y-0 sm:grid-cols-2"
          options={options}
          value={language}
          onValueChange={(value) => {
            if (isLanguage(value)) void choose(value);
          }}
        />
      </CardContent>
    </Card>
  );
}
