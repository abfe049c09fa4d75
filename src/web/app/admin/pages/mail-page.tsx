import { MailList } from '#src/web/features/admin-mail/components/mail-list';

export function MailPage() {
  return <MailList />;
}
