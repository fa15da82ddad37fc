import { use } from 'react';
import { withMessages } from '@/i18n/i18n';
import { JoinPage } from '@/features/classroom/components/join-page';

/** The classroom's messages in the page's language, fetched with this route's code. */
const messages = withMessages('classroom', Promise.resolve(null));

export default function JoinRoute({ code }: { code: string }) {
  use(messages);
  return <JoinPage code={code} />;
}
