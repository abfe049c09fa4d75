import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_TYPES,
  ATTACHMENT_WRONG_TYPE,
  CONTACT_MESSAGE_MAX,
  contactMessageSchema,
  EMAIL_CHECK_FROM_LENGTH,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  FULL_NAME_MESSAGE,
  FULL_NAME_PATTERN,
  REQUIRED,
  type ContactMessage,
} from '#src/shared/schemas/contact';
import {
  FormField,
  primaryButtonClassName,
  RequiredFieldsNote,
  TextField,
} from '#src/web/components/ui/form-field';
import { toastSuccess } from '#src/web/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { describeSubmitError } from '../api/submit-errors';
import { firstIssueMessages } from '#src/web/lib/form-errors';
import { contentMatchesName, headOf } from '#src/web/lib/file-signature';
import { useTimedErrors, useTimedMessage } from '#src/web/lib/use-timed-errors';
import { MessageField, PhoneNumberField } from './shared-fields';

type Field = keyof ContactMessage | 'file';

const EMPTY: ContactMessage = { fullName: '', email: '', phoneNumber: '', message: '' };
const ACCEPT = Object.values(ATTACHMENT_TYPES).flat().join(',');
const ALLOWED_EXTENSIONS: readonly string[] = Object.values(ATTACHMENT_TYPES).flat();

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/**
 * docs/business-rules.md "Enquiries": the email is format-checked only once it is longer than 5
 * characters.
 */
function emailError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length < EMAIL_CHECK_FROM_LENGTH) return undefined;
  return EMAIL_PATTERN.test(trimmed) ? undefined : EMAIL_MESSAGE;
}

/** The contact form of the home page and of /contact (docs/screens.md "Enquiry forms"). */
export function ContactForm() {
  const idPrefix = useId();
  const id = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chosenFile = useRef<File | undefined>(undefined);
  const fileCheck = useRef<Promise<File | 'refused' | 'replaced'> | undefined>(undefined);
  const waitingForFile = useRef(false);
  const { errors, show: showErrors, clear } = useTimedErrors<Field>();
  const failure = useTimedMessage();
  const send = useSendContactMessage();

  function update(field: keyof ContactMessage, value: string) {
    clear(field);
    setValues((current) => ({ ...current, [field]: value }));
  }

  function onFullNameChange(value: string) {
    // The character is refused, not inserted, and the reason is shown.
    if (!FULL_NAME_PATTERN.test(value)) {
      showErrors({ fullName: FULL_NAME_MESSAGE });
      return;
    }
    update('fullName', value);
  }

  function onEmailChange(value: string) {
    update('email', value);
    const error = emailError(value);
    if (error) showErrors({ email: error });
  }

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function refuseFile(error: string) {
    showErrors({ file: error });
    clearFile();
  }

  /**
   * The chosen file once its first bytes are checked: 'refused' (its reason shown) or
   * 'replaced' when another choice came meanwhile.
   */
  async function checkFile(chosen: File): Promise<File | 'refused' | 'replaced'> {
    if (chosen.size > ATTACHMENT_MAX_BYTES) {
      refuseFile(ATTACHMENT_TOO_LARGE);
      return 'refused';
    }
    if (!ALLOWED_EXTENSIONS.includes(extensionOf(chosen.name))) {
      refuseFile(ATTACHMENT_WRONG_TYPE);
      return 'refused';
    }
    // Its first bytes must be what its name says (docs/business-rules.md "Files"): said now, not on
    // Send.
    const matches = contentMatchesName(
      chosen.name,
      await headOf(chosen).catch(() => new ArrayBuffer(0)),
    );
    if (chosenFile.current !== chosen) return 'replaced';
    if (!matches) {
      refuseFile(ATTACHMENT_WRONG_TYPE);
      return 'refused';
    }
    setFile(chosen);
    return chosen;
  }

  function onFileChange(chosen: File | undefined) {
    clear('file');
    chosenFile.current = chosen;
    if (!chosen) return;
    const check = checkFile(chosen);
    fileCheck.current = check;
    void check.finally(() => {
      if (fileCheck.current === check) fileCheck.current = undefined;
    });
  }

  /**
   * The attachment to send: a file chosen a moment ago is still being checked, and Send
   * waits for it rather than sending the message without it. 'refused' stops the send.
   */
  async function attachmentToSend(): Promise<File | null | 'refused'> {
    for (let check = fileCheck.current; check; check = fileCheck.current) {
      const checked = await check;
      if (checked !== 'replaced') return checked;
    }
    return file;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || waitingForFile.current) return;

    const missing: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(EMPTY) as Array<keyof ContactMessage>) {
      if (values[field].trim() === '') missing[field] = REQUIRED;
    }
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }

    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(firstIssueMessages(parsed.error));
      return;
    }

    const sendWith = (attachment: File | null) => {
      send.mutate(
        { ...parsed.data, file: attachment },
        {
          onSuccess: (response) => {
            toastSuccess(response.message);
            setValues(EMPTY);
            clearFile();
            failure.hide();
          },
          onError: (error) => {
            const { message, fields } = describeSubmitError(error);
            showErrors(fields);
            failure.show(message);
          },
        },
      );
    };

    waitingForFile.current = true;
    void attachmentToSend()
      .then((attachment) => {
        if (attachment !== 'refused') sendWith(attachment);
      })
      .finally(() => {
        waitingForFile.current = false;
      });
  }

  const sending = send.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-2">
      <RequiredFieldsNote />
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <TextField
          id={id('fullName')}
          label="Full name"
          required
          error={errors.fullName}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onValueChange={onFullNameChange}
        />
        <TextField
          id={id('email')}
          label="Email"
          required
          error={errors.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={onEmailChange}
        />
      </div>
      <PhoneNumberField
        id={id('phoneNumber')}
        error={errors.phoneNumber}
        value={values.phoneNumber}
        onChange={(value) => update('phoneNumber', value)}
      />
      <MessageField
        id={id('message')}
        error={errors.message}
        value={values.message}
        onChange={(value) => update('message', value)}
        max={CONTACT_MESSAGE_MAX}
        rows={5}
      />
      <FormField id={id('file')} label="Attachment (optional)" error={errors.file}>
        {(control) => (
          <div className="flex flex-wrap items-center gap-3">
            <input
              {...control}
              ref={fileInput}
              type="file"
              name="file"
              accept={ACCEPT}
              onChange={(e) => {
                onFileChange(e.target.files?.[0]);
              }}
              className="max-w-full min-w-0 text-sm file:mr-3 file:rounded file:border-0 file:bg-linen-200 file:px-3 file:py-2 file:text-linen-900"
            />
            {file && (
              <span className="flex items-center gap-2 text-sm">
                <span className="font-medium">{file.name}</span>
                <button
                  type="button"
                  onClick={clearFile}
                  aria-label={`Remove ${file.name}`}
                  className="rounded px-2 py-1 text-walnut-700 underline hover:bg-linen-100"
                >
                  Remove
                </button>
              </span>
            )}
          </div>
        )}
      </FormField>
      <p className="text-xs text-linen-700">PDF, Word, JPEG or PNG, up to 10 MB.</p>
      {failure.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure.message}
        </p>
      )}
      <div>
        <button type="submit" disabled={sending} className={primaryButtonClassName}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
