import { ContentScreen } from '#src/web/features/admin-content/components/content-screen';

export function ContentPage() {
  return <ContentScreen />;
}
