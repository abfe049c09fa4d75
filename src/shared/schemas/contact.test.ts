import { describe, expect, it } from 'vitest';
import { callbackRequestSchema, contactMessageSchema } from './contact';

const valid = {
  fullName: 'Aoife Byrne',
  email: 'aoife@example.ie',
  phoneNumber: '+353 87 123 4567',
  message: 'Please call about 40 beds.',
};
const messages = (input: unknown) =>
  contactMessageSchema
    .safeParse(input)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('contact message rules (docs/business-rules.md "Enquiries")', () => {
  it('accepts a complete message and normalises the phone number', () => {
    expect(contactMessageSchema.parse(valid).phoneNumber).toBe('+353871234567');
  });
  it.each([
    [{ ...valid, fullName: '  ' }, 'fullName: This field is required.'],
    [{ ...valid, fullName: 'Aoife 2' }, 'fullName: Full name must contain only letters and spaces'],
    [{ ...valid, email: 'aoife@example' }, 'email: Invalid email format'],
    [{ ...valid, email: 'a@b.c' }, 'email: Invalid email format'],
    [{ ...valid, phoneNumber: '12' }, 'phoneNumber: Please enter a valid phone number'],
    [{ ...valid, message: 'x'.repeat(251) }, 'message: Message must be at most 250 characters'],
    [{ ...valid, role: 'admin' }, ': Unrecognized key: "role"'],
  ])('%o → %s', (input, message) => {
    expect(messages(input)).toContain(message);
  });
  it('accepts letters of any language in names', () => {
    expect(contactMessageSchema.safeParse({ ...valid, fullName: 'Seán Ó Briain' }).success).toBe(
      true,
    );
  });
});

describe('callback request rules', () => {
  it('requires all four fields and caps the message at 200', () => {
    const result = callbackRequestSchema.safeParse({
      name: '',
      companyName: ' ',
      phoneNumber: '',
      message: 'x'.repeat(201),
    });
    expect(result.error?.issues.map((i) => `${i.path[0] as string}: ${i.message}`)).toEqual([
      'name: This field is required.',
      'companyName: This field is required.',
      'phoneNumber: This field is required.',
      'message: Message must be at most 200 characters',
    ]);
  });
});
