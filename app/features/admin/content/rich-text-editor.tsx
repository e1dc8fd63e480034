import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import {
  controlClass,
  describedControl,
  FieldError,
  FieldHint,
} from '../../../components/ui/field.tsx';
import { secondaryButton } from '../ui/buttons.ts';

// The blog body's editor. Without JavaScript it is a labelled <textarea> of HTML. With it, a
// small toolbar over a contenteditable region that writes its HTML back into that textarea
// (hidden), so the form posts the same field either way. Nothing here is trusted: the server
// sanitises every body with its allow-list (features/content/sanitise.server.ts). The cleaning
// below only keeps the editing surface tidy and inert (pasted styles, a handler typed in the
// HTML view never run in the admin's page).

const TAGS = new Set([
  'P',
  'BR',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'B',
  'I',
  'BLOCKQUOTE',
  'A',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
]);
/** Dropped with everything inside them; other unknown elements keep their text. */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TITLE',
  'TEXTAREA',
  'SELECT',
  'HEAD',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROP.has(tag)) return [];
  const children = [...element.childNodes].flatMap((child) => cleanNode(child, doc));
  if (!TAGS.has(tag)) {
    // A <div> is a paragraph in most pasted HTML.
    if (tag === 'DIV') {
      const p = doc.createElement('p');
      p.append(...children);
      return [p];
    }
    return children;
  }
  const copy = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_HREF.test(href)) copy.setAttribute('href', href);
  }
  copy.append(...children);
  return [copy];
}

/** HTML reduced to the allowed tags, parsed in an inert document (nothing loads or runs). */
function cleanEditorHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const holder = out.createElement('div');
  holder.append(...[...parsed.body.childNodes].flatMap((node) => cleanNode(node, out)));
  return holder.innerHTML;
}

type Command = {
  label: string;
  /** A short mark shown on the button; the label is its accessible name. */
  mark: string;
  run: () => void;
};

function exec(command: string, value?: string) {
  // NOTE: execCommand is deprecated but still the only built-in editing the browsers share;
  // its output goes through the server's sanitiser like everything else.
  document.execCommand(command, false, value);
}

function toggleBlock(tag: 'h2' | 'h3' | 'blockquote') {
  const current = String(document.queryCommandValue('formatBlock')).toLowerCase();
  exec('formatBlock', current === tag ? '<p>' : `<${tag}>`);
}

export function RichTextEditor({
  name,
  label,
  defaultValue,
  error,
  required,
  lang,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string | undefined;
  required?: boolean;
  /**
   * A translation's box beside the English one (its language): its toolbar and its HTML
   * switch show while it has the focus, so the page has one 'Heading 2' (or 'Edit HTML') in
   * view at a time, the one of the box being written in.
   */
  lang?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<'visual' | 'html'>('visual');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const visual = hydrated && mode === 'visual';

  // Entering the visual view: show the textarea's HTML, cleaned, in the editable region.
  useEffect(() => {
    if (!visual || !editor.current || !textarea.current) return;
    editor.current.innerHTML = cleanEditorHtml(textarea.current.value);
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand('styleWithCSS', false, 'false');
  }, [visual]);

  const sync = () => {
    if (editor.current && textarea.current) textarea.current.value = editor.current.innerHTML;
  };

  const heading2 = t('admin.content.editor.heading2');
  const heading3 = t('admin.content.editor.heading3');
  const bulleted = t('admin.content.editor.bulletedList');
  const numbered = t('admin.content.editor.numberedList');
  const link = t('admin.content.editor.link');
  const commands: Command[] = [
    { label: t('admin.content.editor.bold'), mark: 'B', run: () => exec('bold') },
    { label: t('admin.content.editor.italic'), mark: 'I', run: () => exec('italic') },
    { label: heading2, mark: heading2, run: () => toggleBlock('h2') },
    { label: heading3, mark: heading3, run: () => toggleBlock('h3') },
    { label: bulleted, mark: bulleted, run: () => exec('insertUnorderedList') },
    { label: numbered, mark: numbered, run: () => exec('insertOrderedList') },
    {
      label: link,
      mark: link,
      run: () => {
        const url = window.prompt(t('admin.content.editor.linkPrompt'), 'https://');
        if (url === null) return;
        const trimmed = url.trim();
        if (!SAFE_HREF.test(trimmed)) {
          window.alert(t('admin.content.editor.linkRefused'));
          return;
        }
        exec('createLink', trimmed);
      },
    },
    {
      label: t('admin.content.editor.quote'),
      mark: t('admin.content.editor.quoteMark'),
      run: () => toggleBlock('blockquote'),
    },
  ];

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = commands.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbar.current?.querySelectorAll('button')[next]?.focus();
  };

  const described = describedControl(id, error, true);

  const onFocus = lang ? 'hidden group-focus-within:flex' : 'flex';
  return (
    <div className={lang ? 'group' : undefined}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <label
          id={`${id}-label`}
          htmlFor={visual ? undefined : `${id}-html`}
          className="block text-sm font-medium text-slate-800"
        >
          {label}
        </label>
        {hydrated ? (
          <button
            type="button"
            className={`${lang ? 'hidden group-focus-within:inline' : ''} text-sm font-medium text-brand-800 underline underline-offset-2`}
            onClick={() => {
              if (mode === 'visual') sync();
              setMode(mode === 'visual' ? 'html' : 'visual');
            }}
          >
            {t(
              mode === 'visual'
                ? 'admin.content.editor.editHtml'
                : 'admin.content.editor.backToEditor',
            )}
          </button>
        ) : null}
      </div>
      {visual ? (
        <div className="rounded-md border border-slate-300 bg-white aria-[invalid=true]:border-red-600">
          <div
            ref={toolbar}
            role="toolbar"
            aria-label={t('admin.content.editor.toolbar', { label })}
            aria-controls={`${id}-editor`}
            onKeyDown={onToolbarKey}
            className={`${onFocus} flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5`}
          >
            {commands.map((command, index) => (
              <button
                key={command.label}
                type="button"
                aria-label={command.label}
                title={command.label}
                tabIndex={index === focusIndex ? 0 : -1}
                className={`${secondaryButton} min-h-9 px-2.5 py-1`}
                // Keep the selection in the editor while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setFocusIndex(index)}
                onClick={() => {
                  editor.current?.focus();
                  command.run();
                  sync();
                }}
              >
                <span aria-hidden="true">{command.mark}</span>
              </button>
            ))}
          </div>
          <div
            ref={editor}
            id={`${id}-editor`}
            role="textbox"
            lang={lang}
            tabIndex={0}
            aria-multiline="true"
            aria-labelledby={`${id}-label`}
            {...described}
            aria-required={required ? true : undefined}
            contentEditable
            suppressContentEditableWarning
            onInput={sync}
            onBlur={sync}
            onPaste={(event) => {
              const html = event.clipboardData.getData('text/html');
              if (!html) return;
              event.preventDefault();
              exec('insertHTML', cleanEditorHtml(html));
              sync();
            }}
            className="max-h-[70vh] min-h-64 overflow-y-auto px-3 py-2.5 text-slate-900 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
          />
        </div>
      ) : null}
      <textarea
        ref={textarea}
        id={`${id}-html`}
        name={name}
        defaultValue={defaultValue}
        hidden={visual}
        required={required && !visual}
        rows={16}
        {...described}
        className={`${controlClass()} font-mono text-sm`}
      />
      <FieldHint id={id}>
        {t(visual ? 'admin.content.editor.visualHint' : 'admin.content.editor.htmlHint')}
      </FieldHint>
      <FieldError id={id} error={error} />
    </div>
  );
}
