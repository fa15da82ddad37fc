import { use } from 'react';
import { StoryPage } from '@/features/stories/components/story-page';
import { withMessages } from '@/i18n/i18n';

/** The story page speaks with the Guide's messages: loaded (in the page's language) with this route. */
const messagesLoaded = withMessages('guide', Promise.resolve());

export default function StoryRoute({ id }: { id: string }) {
  use(messagesLoaded);
  return <StoryPage id={id} />;
}
