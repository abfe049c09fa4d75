/** A small, valid PDF: its bytes say PDF, whatever the file is called. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

export interface Upload {
  name: string;
  bytes: Buffer;
  field?: string;
  type?: string;
}

/** The body and content type a browser would send for this form. */
export async function formData(
  fields: Record<string, string>,
  files: Upload[] = [],
  defaultField = 'file',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    const blob = new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/pdf' });
    form.append(f.field ?? defaultField, blob, f.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
