import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

// Loaded lazily (news-editor.tsx): TipTap and ProseMirror are most of this screen's bytes.

export interface RichTextEditorProps {
  /** The HTML to start from; later changes of it are ignored (the editor owns the text). */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
}

/** Only what the shop's HTML allow-list keeps (src/shared/site/html-allow-list.ts). */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

export default function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'min-h-48 px-4 py-3 outline-none [&_a]:text-walnut-700 [&_a]:underline [&_h2]:text-2xl [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className="rounded-md border border-linen-400 bg-white focus-within:ring-2 focus-within:ring-walnut-600">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

const TOOLS = [
  { name: 'Bold', mark: 'bold', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { name: 'Italic', mark: 'italic', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  {
    name: 'Underline',
    mark: 'underline',
    run: (e: Editor) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'Heading',
    mark: 'heading-2',
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'Subheading',
    mark: 'heading-3',
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'Bullet list',
    mark: 'bulletList',
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    mark: 'orderedList',
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'Quote',
    mark: 'blockquote',
    run: (e: Editor) => e.chain().focus().toggleBlockquote().run(),
  },
] as const;

function isActive(editor: Editor, mark: string) {
  const heading = /^heading-(\d)$/.exec(mark);
  return heading
    ? editor.isActive('heading', { level: Number(heading[1]) })
    : editor.isActive(mark);
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      marks: TOOLS.map((tool) => isActive(e, tool.mark)),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const button =
    'rounded px-2.5 py-1.5 text-sm font-medium text-linen-900 hover:bg-linen-200 disabled:opacity-40 aria-pressed:bg-walnut-700 aria-pressed:text-white';
  const editLink = () => {
    const previous = (editor.getAttributes('link') as { href?: string }).href ?? '';
    const href = window.prompt('Link address (leave empty to remove the link)', previous);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-linen-300 bg-linen-50 p-1.5"
    >
      {TOOLS.map((tool, i) => (
        <button
          key={tool.name}
          type="button"
          aria-pressed={active.marks[i]}
          onClick={() => tool.run(editor)}
          className={button}
        >
          {tool.name}
        </button>
      ))}
      <button type="button" aria-pressed={active.link} onClick={editLink} className={button}>
        Link
      </button>
      <button
        type="button"
        disabled={!active.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
        className={button}
      >
        Undo
      </button>
      <button
        type="button"
        disabled={!active.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
        className={button}
      >
        Redo
      </button>
    </div>
  );
}
