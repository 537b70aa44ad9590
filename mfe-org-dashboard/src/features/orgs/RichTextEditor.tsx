import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_LINK_REL, richTextLength } from '@opengood/contracts';
import { Button, TextInput } from '@opengood/design-system';

// The description's rich-text editor (docs/product/organisations.md#the-organisation): TipTap 3 (ProseMirror),
// limited to what the api keeps (RICH_TEXT_TAGS: paragraphs, line breaks, bold, italic, lists, links), so
// what is typed is what is saved. It is loaded only by the dashboard's organisation form (a lazy chunk), never
// by public pages, which render the api's sanitised HTML. The api sanitises whatever this sends anyway.

export interface RichTextEditorProps {
  /** The editable area's id (the error summary's link target). */
  id: string;
  /** Its accessible name: the field's visible label. */
  label: string;
  /** Hint and error ids. */
  describedBy?: string;
  invalid?: boolean;
  /** HTML; '' for none. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Told the editable element (the form focuses it on an error). */
  elementRef?: (element: HTMLElement | null) => void;
  /** The text's limit (shown as a count). */
  maxLength: number;
}

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.controlBorder)};
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: #fff;
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  .ProseMirror {
    min-height: 160px;
    padding: 10px 12px;
    line-height: 1.6;
    outline: none;
    overflow-wrap: anywhere;
  }
  .ProseMirror p {
    margin: 0 0 10px;
  }
  .ProseMirror ul,
  .ProseMirror ol {
    margin: 0 0 10px;
    padding-left: 24px;
  }
  .ProseMirror a {
    color: ${(p) => p.theme.colors.primaryDark};
    text-decoration: underline;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

const Tool = styled.button`
  min-width: 36px;
  min-height: 36px;
  padding: 4px 10px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: #fff;
    border-color: ${(p) => p.theme.colors.controlBorder};
    font-weight: 700;
  }
  &:hover {
    background: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
`;

const LinkPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  padding: 8px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  > div:first-child {
    flex: 1 1 220px;
  }
`;

const Count = styled.p<{ $over: boolean }>`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${(p) => (p.$over ? p.theme.colors.danger : p.theme.colors.muted)};
`;

const WEB_ADDRESS = /^https?:\/\/[^\s]+\.[^\s]+$/i;

/** Whether the editor's view is in the page (reading `view` before that throws). */
function mounted(editor: Editor): boolean {
  try {
    return editor.view.dom.isConnected;
  } catch {
    return false;
  }
}

const NOTHING_ACTIVE = {
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  link: false,
};

/** What the editor writes: its empty document is no description. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Adds, changes or removes the link on the selection: a small panel under the toolbar, not a dialog. */
function LinkEditor({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('orgDashboard');
  const ids = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current || 'https://');
  const [error, setError] = useState(false);
  const apply = () => {
    const url = href.trim();
    if (!WEB_ADDRESS.test(url)) {
      setError(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter applies the link and never submits the organisation form around it; Escape leaves it.
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      editor.commands.focus();
      onClose();
    }
  };
  return (
    <LinkPanel data-testid="rich-text-link-panel">
      <div>
        <label htmlFor={`${ids}url`}>{t('orgProfile.editor.linkUrl')}</label>
        <TextInput
          id={`${ids}url`}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoFocus
          value={href}
          aria-invalid={error || undefined}
          aria-describedby={`${ids}hint`}
          onChange={(e) => {
            setHref(e.target.value);
            setError(false);
          }}
          onKeyDown={onKeyDown}
        />
        <span id={`${ids}hint`} style={{ fontSize: 13, color: error ? '#b42318' : undefined }}>
          {error ? t('orgProfile.editor.linkInvalid') : t('orgProfile.editor.linkUrlHint')}
        </span>
      </div>
      <Button type="button" onClick={apply}>
        {t('orgProfile.editor.linkApply')}
      </Button>
      {current && (
        <Button type="button" variant="secondary" onClick={remove}>
          {t('orgProfile.editor.linkRemove')}
        </Button>
      )}
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          editor.commands.focus();
          onClose();
        }}
      >
        {t('orgProfile.editor.linkCancel')}
      </Button>
    </LinkPanel>
  );
}

/**
 * An accessible rich-text box: a labelled multi-line textbox (its name the field's label, its description the
 * field's hint and error), a toolbar of toggle buttons (aria-pressed) above it, the usual shortcuts
 * (Ctrl/⌘+B, Ctrl/⌘+I), and a count of the text against its limit.
 */
export default function RichTextEditor({
  id,
  label,
  describedBy,
  invalid = false,
  value,
  onChange,
  onBlur,
  elementRef,
  maxLength,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation('orgDashboard');
  const countId = useId();
  const [linking, setLinking] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': [describedBy, countId].filter(Boolean).join(' '),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(htmlOf(e)),
    onBlur: () => onBlurRef.current?.(),
  });
  const state = useEditorState({
    editor,
    // A destroyed editor (the page left, or React remounting) has no schema any more: nothing to read.
    selector: ({ editor: e }) =>
      !e || e.isDestroyed
        ? NOTHING_ACTIVE
        : {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            link: e.isActive('link'),
          },
  });
  // The form focuses the editable element when the description is refused. Its view exists once the
  // editor is mounted in the page (TipTap throws on `view` before): told then, and at once if it already is.
  useEffect(() => {
    if (!editor || !elementRef) return;
    const tell = () => elementRef(editor.view.dom);
    if (mounted(editor)) tell();
    editor.on('mount', tell);
    return () => {
      editor.off('mount', tell);
      elementRef(null);
    };
  }, [editor, elementRef]);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const tools = [
    {
      key: 'bold',
      label: t('orgProfile.editor.bold'),
      glyph: <b aria-hidden="true">B</b>,
      run: (e: Editor) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('orgProfile.editor.italic'),
      glyph: <i aria-hidden="true">I</i>,
      run: (e: Editor) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      label: t('orgProfile.editor.bulletList'),
      glyph: <span aria-hidden="true">•</span>,
      run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('orgProfile.editor.orderedList'),
      glyph: <span aria-hidden="true">1.</span>,
      run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
    },
  ] as const;
  // Counted from the form's value (what is saved), so it is right from the first render on.
  const length = richTextLength(value);
  return (
    <Frame $invalid={invalid} data-testid="rich-text-editor">
      <Toolbar role="toolbar" aria-label={t('orgProfile.editor.toolbar')} aria-controls={id}>
        {tools.map((tool) => (
          <Tool
            key={tool.key}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={state?.[tool.key] ?? false}
            disabled={!editor}
            // A click keeps the caret in the text (the button takes no focus); the keyboard reaches it by Tab.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.glyph}
          </Tool>
        ))}
        <Tool
          type="button"
          aria-label={t('orgProfile.editor.link')}
          title={t('orgProfile.editor.link')}
          aria-pressed={state?.link ?? false}
          aria-expanded={linking}
          disabled={!editor}
          onClick={() => setLinking((open) => !open)}
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M10 13a5 5 0 007.54.54l3-3a5 5 0 00-7.07-7.07l-1.72 1.71" />
            <path d="M14 11a5 5 0 00-7.54-.54l-3 3a5 5 0 007.07 7.07l1.71-1.71" />
          </svg>
        </Tool>
      </Toolbar>
      {linking && editor && <LinkEditor editor={editor} onClose={() => setLinking(false)} />}
      <EditorContent editor={editor} />
      <Count id={countId} $over={length > maxLength} style={{ padding: '0 12px 8px' }}>
        {t('orgProfile.editor.count', { shown: number.format(length), max: number.format(maxLength) })}
      </Count>
    </Frame>
  );
}
