import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ALLOWED_URL_SCHEMES } from '#src/shared/site/html-allow-list';

// The console's one rich-text editor (product descriptions, news). TipTap is big: load
// this file lazily (React.lazy), never from storefront code.

export interface RichTextEditorProps {
  /** The id of the visible label; or `label` when there is none on screen. */
  labelId?: string;
  label?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The first HTML shown; later changes of the prop are not read back. */
  value: string;
  onChange: (html: string) => void;
}

/** A relative address, or one whose scheme the shop's HTML allow-list keeps. */
function hasAllowedScheme(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1];
  return scheme === undefined || ALLOWED_URL_SCHEMES.includes(scheme.toLowerCase());
}

// Only what the shop's HTML allow-list keeps (shared/site/html-allow-list.ts).
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      // http, https and mailto are linkify's own; naming them as extra `protocols` made it
      // warn at every editor after the first. A link keeps to the allow-list's schemes.
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && hasAllowedScheme(url),
    },
  }),
];

export function RichTextEditor({
  labelId,
  label,
  describedBy,
  invalid,
  value,
  onChange,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelId ? { 'aria-labelledby': labelId } : {}),
        ...(label ? { 'aria-label': label } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-40 max-w-none px-3 py-2 focus:outline-none [&_h2]:text-lg [&_h2]:font-semibold [&_p]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
  });

  return (
    <div className="rounded-md border border-linen-400 bg-white focus-within:ring-2 focus-within:ring-walnut-600">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(
      'Link address (https://…); leave empty to remove the link',
      previous,
    );
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const buttons: Array<{ label: string; text: string; active: boolean; run: () => void }> = [
    { label: 'Bold', text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
    {
      label: 'Underline',
      text: 'U',
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      label: 'Heading',
      text: 'H2',
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Subheading',
      text: 'H3',
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Bulleted list',
      text: '•',
      active: state.bullets,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      text: '1.',
      active: state.numbers,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: 'Quote',
      text: '“',
      active: state.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    { label: 'Link', text: '🔗', active: state.link, run: setLink },
  ];

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-linen-300 bg-linen-50 p-1"
    >
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          aria-label={b.label}
          aria-pressed={b.active}
          onClick={b.run}
          className={`min-w-8 rounded px-2 py-1 text-sm font-semibold ${
            b.active ? 'bg-walnut-700 text-white' : 'text-linen-800 hover:bg-linen-200'
          }`}
        >
          {b.text}
        </button>
      ))}
      <button
        type="button"
        aria-label="Undo"
        onClick={() => chain().undo().run()}
        className="ml-auto rounded px-2 py-1 text-sm text-linen-800 hover:bg-linen-200"
      >
        ↶
      </button>
      <button
        type="button"
        aria-label="Redo"
        onClick={() => chain().redo().run()}
        className="rounded px-2 py-1 text-sm text-linen-800 hover:bg-linen-200"
      >
        ↷
      </button>
    </div>
  );
}
