import { MailList } from '../../../features/admin-mail/components/mail-list';

export function MailPage() {
  return <MailList />;
}
