import { ExamPage } from '@/features/exam/components/exam-page';

export default function ExamRoute() {
  return <ExamPage />;
}
