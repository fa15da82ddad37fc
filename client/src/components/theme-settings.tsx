import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useT } from '@/i18n/i18n';
import { themeChoices, useThemeChoice } from '@/lib/theme';

const icons = { system: Monitor, light: Sun, dark: Moon } as const;

/** Settings' Appearance card: the theme for this device, applied at once (nothing to save). */
export function ThemeSettings() {
  const [choice, choose] = useThemeChoice();
  const t = useT();
  const options = themeChoices.map((value) => {
    const Icon = icons[value];
    return {
      value,
      label: (
        <span className="flex items-center gap-2">
          <Icon className="size-4" aria-hidden="true" /> {t(`theme.${value}`)}
        </span>
      ),
      description: t(`theme.${value}Description`),
    };
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('theme.appearance')}</CardTitle>
        <CardDescription>{t('theme.appearanceDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceGroup
          name="theme"
          legend={t('menu.theme')}
          legendClassName="text-sm"
          className="grid gap-3 space-y-0 sm:grid-cols-3"
          options={options}
          value={choice}
          onValueChange={(value) => {
            const next = themeChoices.find((candidate) => candidate === value);
            if (next) choose(next);
          }}
        />
      </CardContent>
    </Card>
  );
}
