import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, errorMessages, handleError, setErrorReporter } from './errors.ts';
import { HttpFailure } from './http-failure.ts';
import { notifier } from './notifier.ts';

const validationBody = {
  statusCode: 400,
  message: errorMessages.validation,
  error: 'bad_request',
  errors: [
    { property: 'registrationNumber', constraints: { required: '登録番号を入力してください' }, children: [] },
  ],
};

describe('error catalogue (spec §8), one test per row', () => {
  it('validation error: shows the validation message and maps field messages', () => {
    const d = describeError({ status: 400, data: validationBody });
    expect(d.messages).toEqual(['入力内容に誤りがあります。入力項目を確認してください']);
    expect(d.fieldErrors).toEqual({ registrationNumber: ['登録番号を入力してください'] });
  });

  it('400 without an errors list: shows each message from the response', () => {
    expect(
      describeError({ status: 400, data: { message: 'ページは1以上で入力してください' } }).messages,
    ).toEqual(['ページは1以上で入力してください']);
    expect(describeError({ status: 400, data: { message: ['一つ目', '二つ目'] } }).messages).toEqual([
      '一つ目',
      '二つ目',
    ]);
  });

  it('401: shows 認証に失敗しました。 and marks the session as ended', () => {
    const d = describeError({
      status: 401,
      data: { error: 'unauthorized', message: 'サインインしてください' },
    });
    expect(d.messages).toEqual(['認証に失敗しました。']);
    expect(d.unauthorized).toBe(true);
  });

  it('404 and 409: show the message field of the body', () => {
    expect(describeError({ status: 404, data: { message: '車両が見つかりません' } }).messages).toEqual([
      '車両が見つかりません',
    ]);
    expect(describeError({ status: 409, data: { message: '使用中のため削除できません' } }).messages).toEqual([
      '使用中のため削除できません',
    ]);
  });

  it('409 with an errors tree: shows the conflict message and puts it at its field', () => {
    const d = describeError({
      status: 409,
      data: {
        statusCode: 409,
        error: 'conflict',
        message: 'この登録番号は既に登録されています',
        errors: [{ property: 'registrationNumber', constraints: { unique: '登録済みです' }, children: [] }],
      },
    });
    expect(d.messages).toEqual(['この登録番号は既に登録されています']);
    expect(d.fieldErrors).toEqual({ registrationNumber: ['登録済みです'] });
  });

  it('network failure, time-out or 500: shows サーバーとの通信でエラーが発生しました。', () => {
    for (const error of [
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
      { status: 500, data: { message: '内部エラー' } },
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
    ]) {
      expect(describeError(error).messages).toEqual(['サーバーとの通信でエラーが発生しました。']);
    }
  });

  it('any other status with data.message: shows that message', () => {
    const d = describeError({ status: 413, data: { message: '画像は10MB以下にしてください' } });
    expect(d.messages).toEqual(['画像は10MB以下にしてください']);
    expect(d.report).toBe(false);
  });

  it('status without message: shows エラーが発生しました。 and reports it', () => {
    for (const error of [
      { status: 403, data: null },
      { status: 'PARSING_ERROR', originalStatus: 200, data: 'not json', error: 'SyntaxError' },
    ]) {
      const d = describeError(error);
      expect(d.messages).toEqual(['エラーが発生しました。']);
      expect(d.report).toBe(true);
    }
  });

  it('plain error object with a message: shows that message', () => {
    expect(describeError(new Error('画像を読み込めませんでした')).messages).toEqual([
      '画像を読み込めませんでした',
    ]);
  });

  it('anything else: shows 不明なエラーが発生しました。', () => {
    for (const error of [undefined, null, 'oops', 42, { status: 'CUSTOM_ERROR', error: 'x' }]) {
      expect(describeError(error).messages).toEqual(['不明なエラーが発生しました。']);
    }
  });
});

describe('handleError', () => {
  afterEach(() => {
    for (const n of notifier.getSnapshot()) notifier.dismiss(n.id);
    setErrorReporter((error) => console.error(error));
  });

  it('unwraps failures thrown by the auth client', () => {
    const failure = new HttpFailure({ status: 429, data: { message: '試行回数が多すぎます。' } });
    expect(describeError(failure).messages).toEqual(['試行回数が多すぎます。']);
  });

  it('reports unexpected errors to the pluggable reporter and notifies', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    const error = { status: 418, data: {} };
    handleError(error);
    expect(reporter).toHaveBeenCalledWith(error);
    expect(notifier.getSnapshot().map((n) => n.message)).toEqual(['エラーが発生しました。']);
  });

  it('sets field messages on the form and notifies those of fields the form lacks', () => {
    const setError = vi.fn();
    const body = {
      ...validationBody,
      errors: [
        ...validationBody.errors,
        { property: 'baseId', constraints: { uuid: '拠点の形式が正しくありません' }, children: [] },
      ],
    };
    handleError({ status: 400, data: body }, { setError, knownFields: ['registrationNumber'] });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError.mock.calls[0]?.[0]).toBe('registrationNumber');
    expect(notifier.getSnapshot().map((n) => n.message)).toEqual([
      errorMessages.validation,
      '拠点の形式が正しくありません',
    ]);
  });
});

describe('request ids', () => {
  it("carries the failed request's id for the notice to show", () => {
    const failure = {
      status: 500,
      data: { statusCode: 500, message: 'x', error: 'internal', requestId: 'req-0042abcd' },
    };
    const described = describeError(failure);
    expect(described.requestId).toBe('req-0042abcd');
    expect(describeError({ status: 'FETCH_ERROR', error: 'offline' }).requestId).toBeUndefined();
  });
});
