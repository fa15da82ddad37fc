import { RecordPage } from '@/features/record/components/record-page';

export default function RecordRoute() {
  return <RecordPage />;
}
