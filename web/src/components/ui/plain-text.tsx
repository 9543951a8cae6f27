/**
 * Text a shopper typed (contact messages, names, subjects), shown exactly as text: line breaks kept,
 * never parsed as HTML. React escapes it; nothing here may use raw HTML insertion.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <p className={`whitespace-pre-wrap break-words ${className ?? ''}`}>{text}</p>;
}
