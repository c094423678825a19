/** A tiny global notification queue shown by <NotificationHost/> as a snackbar. */
export type Severity = 'success' | 'info' | 'warning' | 'error';
/** A button on the notification (e.g. 最新の内容を読み込む); such a notification stays until used or closed. */
export type NotificationAction = { label: string; run: () => void };
export type Notification = {
  id: number;
  message: string;
  severity: Severity;
  action?: NotificationAction;
  /** The failed request's id, shown small under an error for the user to quote. */
  requestId?: string;
};

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
  show(message: string, severity: Severity = 'info', action?: NotificationAction, requestId?: string): void {
    // A new confirmation replaces older ones; errors and actions wait their turn so none is missed.
    const kept = queue.filter((n) => n.severity === 'error' || n.action);
    queue = [
      ...kept,
      { id: nextId++, message, severity, ...(action ? { action } : {}), ...(requestId ? { requestId } : {}) },
    ];
    emit();
  },
  dismiss(id: number): void {
    queue = queue.filter((n) => n.id !== id);
    emit();
  },
};

export const notifySuccess = (message: string) => notifier.show(message, 'success');
export const notifyError = (message: string, requestId?: string) =>
  notifier.show(message, 'error', undefined, requestId);
