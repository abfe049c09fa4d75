import { Inbox } from '../../../features/admin-inbox/components/inbox';

export function InboxPage() {
  return <Inbox />;
}
