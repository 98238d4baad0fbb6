'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The post's rich text: Tiptap with the starter kit (paragraphs, headings, lists, quotes, bold, italic, underline,
 * strike) and links. What it makes is only a suggestion: the server sanitises the HTML again before it is stored.
 * Enter makes a new paragraph here; it never submits the form (data-rich-text).
 */
export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  invalid,
}: {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}) {
  const t = useTranslations('news.editor');
  const editor = useEditor({
    immediatelyRender: false,
    // Its base rules are in styles/app.css: an injected <style> has no nonce and the pages' CSP refuses it.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          defaultProtocol: 'https',
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'form-control rich-text-area',
        style: 'min-height: 12rem',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
          }
        : null,
  });
  // A value set from outside (the post loaded) replaces the content; typing does not come back through here.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return <div className="form-control" style={{ minHeight: '14rem' }} aria-busy="true" />;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt(t('linkPrompt'), previous ?? 'https://');
    if (url === null) return;
    if (url.trim() === '' || url.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const buttons: { key: string; icon: string; active?: boolean; run: () => void }[] = [
    { key: 'bold', icon: 'bi-type-bold', active: state?.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', icon: 'bi-type-italic', active: state?.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'underline',
      icon: 'bi-type-underline',
      active: state?.underline,
      run: () => chain().toggleUnderline().run(),
    },
    { key: 'h2', icon: 'bi-type-h2', active: state?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', icon: 'bi-type-h3', active: state?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullet', icon: 'bi-list-ul', active: state?.bullet, run: () => chain().toggleBulletList().run() },
    { key: 'ordered', icon: 'bi-list-ol', active: state?.ordered, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', icon: 'bi-quote', active: state?.quote, run: () => chain().toggleBlockquote().run() },
    { key: 'link', icon: 'bi-link-45deg', active: state?.link, run: setLink },
  ];
  return (
    <div data-rich-text className={invalid ? 'is-invalid' : undefined}>
      <div className="btn-toolbar gap-1 mb-1" role="toolbar" aria-label={t('toolbar')}>
        {buttons.map((b) => (
          <button
            key={b.key}
            type="button"
            className={`btn btn-sm ${b.active ? 'btn-secondary' : 'btn-outline-secondary'}`}
            aria-pressed={!!b.active}
            aria-label={t(b.key as never)}
            title={t(b.key as never)}
            onClick={b.run}
            style={{ minWidth: 44, minHeight: 44 }}
          >
            <i className={`bi ${b.icon}`} aria-hidden="true" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
