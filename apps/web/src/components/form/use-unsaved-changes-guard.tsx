import { type ReactElement, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

/**
 * Asks before changes are thrown away: leaving through the app's links or キャンセル (the router's
 * blocker, answered by the returned dialog, which the caller renders) and closing or reloading the tab
 * (the browser's own beforeunload prompt). `when`: the form has changes not yet saved, and is not saving.
 */
export function useUnsavedChangesGuard(when: boolean): ReactElement {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="変更を破棄しますか？"
      message="保存していない変更があります。移動すると入力した内容は失われます。"
      confirmLabel="破棄して移動"
      cancelLabel="編集を続ける"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
