import { Inbox } from '#src/web/features/admin-inbox/components/inbox';

export function InboxPage() {
  return <Inbox />;
}
