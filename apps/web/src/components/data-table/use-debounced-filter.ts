import { useEffect, useState } from 'react';

const FILTER_DELAY_MS = 400;

/**
 * The text of a typed list filter: it changes the URL after a pause in typing (or at once through
 * `commit`, for Enter), and follows the URL when back/forward changes it.
 */
export function useDebouncedFilter(value: string, onChange: (value: string | undefined) => void) {
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(text.trim() || undefined), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return { text, setText, commit: () => onChange(text.trim() || undefined) };
}
