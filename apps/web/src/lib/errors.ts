import { VALIDATION_MESSAGE } from '@rikuun/contract';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { reportUnexpected } from './error-reporting.ts';
import { applyFieldErrors, type FieldErrorMap, fieldErrorsOf } from './form-errors.ts';
import { toFailure } from './http-failure.ts';
import { notifyError } from './notifier.ts';

/** The error catalogue of spec §8: every failure the UI shows goes through describeError. */
export const errorMessages = {
  validation: VALIDATION_MESSAGE,
  unauthorized: '認証に失敗しました。',
  communication: 'サーバーとの通信でエラーが発生しました。',
  unexpected: 'エラーが発生しました。',
  unknown: '不明なエラーが発生しました。',
} as const;

export type ErrorDescription = {
  /** What to show the user, one notification each. */
  messages: string[];
  /** Validation errors by dotted field key, to set on form fields. */
  fieldErrors: FieldErrorMap;
  /** A 401: the base request has signed the user out and is sending them to /login?e=401. */
  unauthorized: boolean;
  /** Unexpected: send to the error-reporting service. */
  report: boolean;
  /** The server's id of the failed request (error bodies' requestId), shown small for the user to quote. */
  requestId?: string;
};

const describe = (messages: string[], extra: Partial<ErrorDescription> = {}): ErrorDescription => ({
  messages,
  fieldErrors: {},
  unauthorized: false,
  report: false,
  ...extra,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const messageOf = (data: unknown): string | undefined =>
  isRecord(data) && typeof data.message === 'string' && data.message !== '' ? data.message : undefined;

/** 400 bodies carry one message, or (older servers) a list of them. */
const messagesOf400 = (data: unknown): string[] => {
  if (!isRecord(data)) return [];
  if (Array.isArray(data.message)) return data.message.filter((m): m is string => typeof m === 'string');
  return typeof data.message === 'string' && data.message ? [data.message] : [];
};

export function describeError(thrown: unknown): ErrorDescription {
  const description = describeFailure(thrown);
  const error = toFailure(thrown);
  const data = isRecord(error) && 'data' in error ? error.data : undefined;
  if (isRecord(data) && typeof data.requestId === 'string') description.requestId = data.requestId;
  return description;
}

function describeFailure(thrown: unknown): ErrorDescription {
  const error = toFailure(thrown);
  if (isRecord(error) && 'status' in error) {
    const { status, data } = error;
    const fieldErrors = fieldErrorsOf(data);
    if (fieldErrors) {
      // A conflict on a field says what conflicts (the field shows it too); else a validation failure.
      const message = status === 409 ? messageOf(data) : undefined;
      return describe([message ?? errorMessages.validation], { fieldErrors });
    }
    if (status === 400) {
      const messages = messagesOf400(data);
      return describe(messages.length > 0 ? messages : [errorMessages.validation]);
    }
    if (status === 401) return describe([errorMessages.unauthorized], { unauthorized: true });
    if ((status === 404 || status === 409) && messageOf(data)) return describe([messageOf(data) as string]);
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 500) {
      return describe([errorMessages.communication]);
    }
    // A 5xx answered by a proxy (HTML instead of JSON) is a communication failure too.
    if (status === 'PARSING_ERROR' && Number(error.originalStatus) >= 500) {
      return describe([errorMessages.communication]);
    }
    if (typeof status === 'number' && messageOf(data)) return describe([messageOf(data) as string]);
    if (typeof status === 'number' || status === 'PARSING_ERROR') {
      return describe([errorMessages.unexpected], { report: true });
    }
  }
  if (isRecord(error) && typeof error.message === 'string' && error.message) return describe([error.message]);
  return describe([errorMessages.unknown]);
}

export type ErrorReporter = (error: unknown) => void;
let reporter: ErrorReporter = reportUnexpected;

/** Replaces the error-reporting service (tests); by default lib/error-reporting.ts. */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
}

type HandleOptions<T extends FieldValues> = {
  /** The form to put field messages on. */
  setError?: UseFormSetError<T>;
  /** Fields that form shows; messages for other keys are shown as notifications. */
  knownFields?: readonly string[];
};

/** Describes, reports when needed, sets field messages and notifies. Returns the description. */
export function handleError<T extends FieldValues = FieldValues>(
  error: unknown,
  { setError, knownFields }: HandleOptions<T> = {},
): ErrorDescription {
  const description = describeError(error);
  if (description.report) reporter(error);
  const messages = [...description.messages];
  const fieldEntries = Object.entries(description.fieldErrors);
  if (fieldEntries.length > 0) {
    const unmatched = setError
      ? applyFieldErrors(description.fieldErrors, setError, knownFields)
      : fieldEntries.flatMap(([, list]) => list);
    messages.push(...unmatched);
  }
  for (const message of messages) notifyError(message, description.requestId);
  return description;
}
