import { JoinPage } from '@/features/classroom/components/join-page';

export default function JoinRoute({ code }: { code: string }) {
  return <JoinPage code={code} />;
}
