/** A tiny global notification queue shown by <NotificationHost/> as a snackbar. */
export type Severity = 'success' | 'info' | 'warning' | 'error';
export type Notification = { id: number; message: string; severity: Severity };

let queue: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const notifier = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Notification[] => queue,
  show(message: string, severity: Severity = 'info'): void {
    // A new confirmation replaces older ones; errors wait their turn so none is missed.
    queue = [...queue.filter((n) => n.severity === 'error'), { id: nextId++, message, severity }];
    emit();
  },
  dismiss(id: number): void {
    queue = queue.filter((n) => n.id !== id);
    emit();
  },
};

export const notifySuccess = (message: string) => notifier.show(message, 'success');
export const notifyError = (message: string) => notifier.show(message, 'error');
