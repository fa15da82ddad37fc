import { StoryPage } from '@/features/stories/components/story-page';

export default function StoryRoute({ id }: { id: string }) {
  return <StoryPage id={id} />;
}
