import { useParams } from 'react-router';
import { AcceptInvitationForm } from '../../features/accounts/components/accept-invitation-form';

export function InvitationPage() {
  const { token = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Join Your Company</h1>
      <div className="mt-8">
        <AcceptInvitationForm token={token} />
      </div>
    </section>
  );
}
