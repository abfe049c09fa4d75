import { ContentScreen } from '../../../features/admin-content/components/content-screen';

export function ContentPage() {
  return <ContentScreen />;
}
