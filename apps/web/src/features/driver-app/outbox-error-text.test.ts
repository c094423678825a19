import { describe, expect, it } from 'vitest';
import { outboxErrorText } from './outbox-error-text.ts';

describe('outboxErrorText', () => {
  it('says in Japanese why a record waits, never the fetch status', () => {
    expect(outboxErrorText('FETCH_ERROR')).toBe(
      '電波が届かないため送信できませんでした。電波が戻ると自動で送信します。',
    );
    expect(outboxErrorText('TypeError: Failed to fetch')).toContain('電波が届かない');
    expect(outboxErrorText('TIMEOUT_ERROR')).toContain('通信に時間がかかった');
    expect(outboxErrorText('HTTP 503')).toBe(
      'サーバーが一時的に受け付けませんでした（503）。自動で送信し直します。',
    );
    expect(outboxErrorText('HTTP 401')).toContain('サインイン');
    expect(outboxErrorText('PARSING_ERROR')).toBe('送信できませんでした。自動で送信し直します。');
  });
});
