import { TeachPage } from '@/features/classroom/components/teach-page';

export default function TeachRoute({ classId }: { classId: string | null }) {
  return <TeachPage classId={classId} />;
}
