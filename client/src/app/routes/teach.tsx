import { use } from 'react';
import { withMessages } from '@/i18n/i18n';
import { TeachPage } from '@/features/classroom/components/teach-page';

/** The classroom's messages in the page's language, fetched with this route's code. */
const messages = withMessages('classroom', Promise.resolve(null));

export default function TeachRoute({ classId }: { classId: string | null }) {
  use(messages);
  return <TeachPage classId={classId} />;
}
