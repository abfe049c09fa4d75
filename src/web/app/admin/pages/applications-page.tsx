import { ApplicationQueue } from '#src/web/features/admin-customers/components/application-queue';

export function ApplicationsPage() {
  return <ApplicationQueue />;
}
