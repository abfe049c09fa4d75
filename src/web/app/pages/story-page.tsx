import { PlaceholderPage } from './placeholder-page';

export function StoryPage() {
  return (
    <PlaceholderPage title="Our Story">
      Our aim is to be the first choice of furniture retailers in Ireland, guided by integrity,
      passion and innovation.
    </PlaceholderPage>
  );
}
