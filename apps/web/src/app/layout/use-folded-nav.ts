import { useCallback, useState } from 'react';

const KEY = 'rikuun.navFolded';

const stored = (): boolean => {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

/** Whether the desk's side menu is folded to its icons; the choice stays for the next visit. */
export function useFoldedNav(): [boolean, (folded: boolean) => void] {
  const [folded, setState] = useState(stored);
  const setFolded = useCallback((next: boolean) => {
    setState(next);
    try {
      window.localStorage.setItem(KEY, next ? '1' : '0');
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  }, []);
  return [folded, setFolded];
}
