import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { Button, Flex, Form, theme, Tooltip } from 'antd';
import {
  BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Injected by Form.Item: the HTML. */
  value?: string | null;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  disabled?: boolean;
  minHeight?: number;
};

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';
const STATEFUL: Command[] = ['bold', 'italic', 'underline', 'insertUnorderedList', 'insertOrderedList'];
const HTTPS = /^https:\/\/[^\s<>"']+$/i;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An editor that holds no text (only tags, breaks or spaces) is empty: the form's "required" must see ''. */
const normalise = (el: HTMLElement) => ((el.textContent ?? '').replace(/\u00a0/g, ' ').trim() ? el.innerHTML : '');

/*
 * document.execCommand is deprecated but still the one tool every browser has for editing a
 * contentEditable with undo history intact; the few commands used here are supported everywhere.
 */
const exec = (command: string, arg?: string) => document.execCommand(command, false, arg);

/**
 * A small rich-text editor for announcements: bold, italic, underline, lists, https links and
 * clearing the formatting, with Ctrl+B / I / U from the browser. The server sanitises whatever
 * HTML comes out, so this only keeps what the toolbar makes: pasting and dropping take plain text.
 *
 * As an antd form control it is controlled in one direction only: the DOM is rewritten when the
 * value changes from outside (a form reset, an edit page loading), never with the value it just
 * emitted, so typing does not move the caret.
 */
export function RichTextEditor({ value, onChange, id, disabled, minHeight = 180, ...rest }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const ref = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const [active, setActive] = useState<Set<Command>>(new Set());
  const [focused, setFocused] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    const next = value ?? '';
    if (!el || next === emitted.current) return;
    emitted.current = next;
    if (el.innerHTML !== next) el.innerHTML = next;
  }, [value]);

  const emit = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const html = normalise(el);
    // A blur or a toolbar click that changed nothing must not mark the form as edited.
    if (html === emitted.current) return;
    emitted.current = html;
    onChange?.(html);
  }, [onChange]);

  // The toolbar shows which styles the caret is in (aria-pressed), as the selection moves.
  useEffect(() => {
    const update = () => {
      const el = ref.current;
      const sel = document.getSelection();
      if (!el || !sel?.anchorNode || !el.contains(sel.anchorNode)) return;
      setActive(new Set(STATEFUL.filter((c) => document.queryCommandState(c))));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const run = (command: Command | 'removeFormat') => {
    ref.current?.focus();
    // Tags (<b>, <i>) rather than inline styles: the sanitiser keeps tags, not style attributes.
    exec('styleWithCSS', 'false');
    exec(command);
    if (command === 'removeFormat') exec('unlink');
    emit();
  };

  const link = () => {
    const sel = document.getSelection();
    const range = sel && sel.rangeCount && ref.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
    const url = window.prompt(t('shell:editor.linkPrompt'), 'https://')?.trim();
    if (!url) return;
    if (!HTTPS.test(url)) return void window.alert(t('shell:editor.linkInvalid'));
    ref.current?.focus();
    // The prompt took the focus: put the selection back where the reader left it.
    if (range) { sel!.removeAllRanges(); sel!.addRange(range); }
    if (range && !range.collapsed) exec('createLink', url);
    else exec('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    emit();
  };

  // Foreign markup (a word processor's styles, scripts) never enters: only the text does.
  const paste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    exec('insertText', e.clipboardData.getData('text/plain'));
  };
  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    const text = e.dataTransfer.getData('text/plain');
    if (text) exec('insertText', text);
  };

  const tool = (key: Command | 'removeFormat' | 'link', icon: ReactNode, onClick: () => void) => (
    <Tooltip key={key} title={t(`shell:editor.${key}`)}>
      <Button type={active.has(key as Command) ? 'primary' : 'text'} size="small" icon={icon} disabled={disabled}
        aria-label={t(`shell:editor.${key}`)} aria-pressed={STATEFUL.includes(key as Command) ? active.has(key as Command) : undefined}
        // Keeps the selection in the editor: a click on the toolbar must not take the focus first.
        onMouseDown={(e) => e.preventDefault()} onClick={onClick} data-testid={rest['data-testid'] ? `${rest['data-testid']}-${key}` : undefined} />
    </Tooltip>
  );

  const border = status === 'error' ? token.colorError : focused ? token.colorPrimary : token.colorBorder;
  return (
    <div style={{
      border: `1px solid ${border}`, borderRadius: token.borderRadius, background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      // The text area draws its own outline (its own one is off): a keyboard user sees where the focus is.
      boxShadow: focused ? `0 0 0 2px ${status === 'error' ? token.colorErrorOutline : token.controlOutline}` : undefined,
    }}>
      <Flex role="toolbar" aria-label={t('shell:editor.toolbar')} aria-controls={id} gap={2} wrap
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {tool('bold', <BoldOutlined />, () => run('bold'))}
        {tool('italic', <ItalicOutlined />, () => run('italic'))}
        {tool('underline', <UnderlineOutlined />, () => run('underline'))}
        {tool('insertUnorderedList', <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool('insertOrderedList', <OrderedListOutlined />, () => run('insertOrderedList'))}
        {tool('link', <LinkOutlined />, link)}
        {tool('removeFormat', <ClearOutlined />, () => run('removeFormat'))}
      </Flex>
      <div ref={ref} id={id} role="textbox" aria-multiline="true" aria-label={rest['aria-label']} aria-invalid={status === 'error' || undefined}
        aria-disabled={disabled || undefined} contentEditable={!disabled} suppressContentEditableWarning tabIndex={disabled ? -1 : 0}
        data-testid={rest['data-testid']} className="rich-text-editor"
        onInput={emit} onFocus={() => setFocused(true)} onBlur={() => { setFocused(false); emit(); }} onPaste={paste} onDrop={drop}
        style={{ minHeight, maxHeight: 480, overflowY: 'auto', padding: '8px 11px', outline: 'none', lineHeight: 1.6, wordBreak: 'break-word' }} />
    </div>
  );
}
