import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { themeChoices, themeLabels, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const icons = { system: Monitor, light: Sun, dark: Moon } as const;

const descriptions: Record<ThemeChoice, string> = {
  system: "Follow this device's light or dark setting.",
  light: 'Always light.',
  dark: 'Always dark.',
};

const options = themeChoices.map((choice) => {
  const Icon = icons[choice];
  return {
    value: choice,
    label: (
      <span className="flex items-center gap-2">
        <Icon className="size-4" aria-hidden="true" /> {themeLabels[choice]}
      </span>
    ),
    description: descriptions[choice],
  };
});

/** Settings' Appearance card: the theme for this device, applied at once (nothing to save). */
export function ThemeSettings() {
  const [choice, choose] = useThemeChoice();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Remembered on this device only, and applied at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceGroup
          name="theme"
          legend="Theme"
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
