import { BookOpen, FileText, LogOut, Monitor, Moon, Settings, Shield, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Avatar, AvatarFallback, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isLearningTabId } from '@/config/learning-path';
import { paths } from '@/config/paths';
import { publicPaths } from '@/config/public-paths';
import { useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { themeChoices, useThemeChoice } from '@/lib/theme';

const themeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

/** `extraItems`: menu items the page adds (e.g. 'Send feedback' during the beta), above Log out. */
export function UserMenu({ extraItems }: { extraItems?: ReactNode }) {
  const { user, logout } = useAuth();
  const t = useT();
  const [theme, chooseTheme] = useThemeChoice();
  const [location, navigate] = useLocation();
  const tab = new URLSearchParams(useSearch()).get('tab');
  // The learning-path tab open now, for Settings' way back (/compare is the Compare tab).
  const from = location === paths.compare ? 'compare' : location === '/home' && isLearningTabId(tab) ? tab : null;
  const fullName = user ? `${user.firstName} ${user.lastName}` : '';
  const initials = initialsOf(user);

  const onLogout = async () => {
    await logout();
    navigate(paths.landing);
  };

  return (
    // Not modal: a menu, not a dialog. The page stays in the accessibility tree (no aria-hidden over
    // focusable content) and Tab or a click outside closes the menu; Escape returns focus to the avatar.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        // The name starts with what the button shows, so a learner using speech input can say it.
        aria-label={t('menu.open', { initials })}
      >
        <Avatar>
          <AvatarFallback>{initials}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="space-y-1">
          {/* Who is signed in: a label, not a heading, so not a paragraph styled as one either. */}
          <div className="truncate font-semibold">{fullName}</div>
          <div className="truncate text-xs font-normal text-muted-foreground">{user?.email}</div>
          {user ? (
            <Badge variant="secondary" className="mt-1">
              {t(`levelBadge.${user.experienceLevel}`)}
            </Badge>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={paths.settingsSection(null, from)}>
            <Settings aria-hidden="true" /> {t('menu.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          {/* A public page (decision 061): a document of the server's, so a plain link. */}
          <a href={publicPaths.learn}>
            <BookOpen aria-hidden="true" /> {t('menu.publicLessons')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={paths.privacy}>
            <Shield aria-hidden="true" /> {t('menu.privacy')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={paths.terms}>
            <FileText aria-hidden="true" /> {t('menu.terms')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel id="theme-menu-label" className="text-xs font-semibold text-muted-foreground">
          {t('menu.theme')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="theme-menu-label"
          value={theme}
          onValueChange={(value) => {
            const next = themeChoices.find((choice) => choice === value);
            if (next) chooseTheme(next);
          }}
        >
          {themeChoices.map((choice) => {
            const Icon = themeIcons[choice];
            return (
              <DropdownMenuRadioItem key={choice} value={choice}>
                <Icon aria-hidden="true" /> {t(`theme.${choice}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {extraItems ? (
          <>
            {extraItems}
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => void onLogout()} className="text-destructive">
          <LogOut aria-hidden="true" /> {t('menu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
