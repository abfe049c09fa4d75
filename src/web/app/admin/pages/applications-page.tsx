import { ApplicationQueue } from '../../../features/admin-customers/components/application-queue';

export function ApplicationsPage() {
  return <ApplicationQueue />;
}
