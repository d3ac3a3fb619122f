import { useState } from 'react';

/**
 * Copies a text to the clipboard, then says so in its own label for a moment (read by screen
 * readers through `aria-live`). Where the clipboard is refused, the text stays on screen to copy
 * by hand.
 */
export const CopyButton = ({
  text,
  label,
  copiedLabel,
  className = 'btn btn-outline',
}: {
  text: string;
  label: string;
  copiedLabel: string;
  className?: string;
}) => {
  const [isCopied, setIsCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => {
        setIsCopied(true);
        setTimeout(() => setIsCopied(false), 2000);
      })
      .catch(() => setIsCopied(false));
  };
  return (
    <button type="button" onClick={copy} className={className}>
      <span aria-live="polite">{isCopied ? copiedLabel : label}</span>
    </button>
  );
};
