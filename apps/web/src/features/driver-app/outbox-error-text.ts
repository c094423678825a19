/**
 * The outbox's last retry reason (a fetch status such as FETCH_ERROR, `HTTP 503`, or a thrown
 * error's text) as the driver reads it: what happened and that the phone sends again by itself.
 */
export function outboxErrorText(reason: string): string {
  if (reason === 'FETCH_ERROR' || /failed to fetch|network/i.test(reason))
    return '電波が届かないため送信できませんでした。電波が戻ると自動で送信します。';
  if (reason === 'TIMEOUT_ERROR' || /abort|timeout/i.test(reason))
    return '通信に時間がかかったため送信できませんでした。自動で送信し直します。';
  const status = /^HTTP (\d{3})$/.exec(reason)?.[1];
  if (status === '401') return 'サインインの確認が必要です。もう一度サインインしてください。';
  if (status) return `サーバーが一時的に受け付けませんでした（${status}）。自動で送信し直します。`;
  return '送信できませんでした。自動で送信し直します。';
}
