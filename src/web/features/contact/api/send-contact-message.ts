import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '#src/shared/schemas/contact';
import { api } from '#src/web/lib/api-client';

export type ContactResponse = { success: boolean; message: string };

export type SendContactMessageInput = ContactMessage & { file?: File | null };

/** docs/api.md "Enquiries": multipart, the attachment (optional) in the field named file. */
export function sendContactMessage({ file, ...fields }: SendContactMessageInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file, file.name);
  return api.post<ContactResponse>('/api/user/contact-us', form);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
