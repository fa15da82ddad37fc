import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths, SUPPORT_EMAIL, supportHref } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';

/** Every plan comes with the community: the trusted directory and a way to ask us. */
export function CommunityCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" /> {t('subscription.community.title')}
        </CardTitle>
        <CardDescription>{t('subscription.community.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>
          <Trans
            id="subscription.community.directory"
            components={{ 0: <Link href={paths.home('community')} className="text-primary underline" /> }}
          />
        </p>
        <p>
          <Trans
            id="subscription.community.support"
            values={{ email: SUPPORT_EMAIL }}
            components={{ 0: <a href={supportHref} className="text-primary underline" /> }}
          />
        </p>
      </CardContent>
    </Card>
  );
}
