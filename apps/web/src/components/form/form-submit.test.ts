import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorMessages } from '../../lib/errors.ts';
import { notifier } from '../../lib/notifier.ts';
import { idempotencyKeyFor, submissionKeys } from '../../lib/submission.ts';
import { formSubmit } from './form-submit.ts';

const schema = z.object({
  title: z.string().min(1, { error: '件名を入力してください' }),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

/** A form as the kit builds it (createFormControl is useForm without React), and its submit. */
function formWith(send: (values: Out) => Promise<void>, handled?: (error: unknown) => boolean) {
  const form = createFormControl<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: { title: '点検', breaks: [{ start: '10:00', end: '09:00' }] },
  });
  const submit = formSubmit({
    handleSubmit: form.handleSubmit,
    setError: form.setError,
    knownFields: ['title', 'breaks.*.start', 'breaks.*.end'],
    send,
    handled,
    running: { current: false },
    keys: submissionKeys(),
  });
  const errorAt = (name: string) => form.getFieldState(name as 'title').error?.message;
  return { form, submit, errorAt };
}

const badRequest = (errors: unknown[]) => ({
  status: 400,
  data: { statusCode: 400, error: 'bad_request', message: '入力内容に誤りがあります', errors },
});
const errorsShown = () =>
  notifier
    .getSnapshot()
    .filter((n) => n.severity === 'error')
    .map((n) => n.message);

afterEach(() => {
  for (const n of notifier.getSnapshot()) notifier.dismiss(n.id);
});

describe('formSubmit', () => {
  it('sends nothing while the schema refuses the values, and says why at the field', async () => {
    const send = vi.fn(async () => {});
    const { form, submit, errorAt } = formWith(send);
    form.setValue('title', '');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(errorAt('title')).toBe('件名を入力してください');
  });

  it("puts the server's 400 messages at their fields, a list row's too; others become notifications", async () => {
    const { submit, errorAt } = formWith(async () => {
      throw badRequest([
        {
          property: 'breaks',
          children: [
            {
              property: '0',
              children: [
                { property: 'end', constraints: { order: '終了は開始より後にしてください' }, children: [] },
              ],
            },
          ],
        },
        { property: 'driverId', constraints: { exists: '乗務員が見つかりません' }, children: [] },
      ]);
    });
    await submit();
    expect(errorAt('breaks.0.end')).toBe('終了は開始より後にしてください');
    expect(errorsShown()).toEqual([errorMessages.validation, '乗務員が見つかりません']);
  });

  it('sends once for a double click: a second submit while the first is sending is dropped', async () => {
    let answer: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { submit } = formWith(send);
    const first = submit();
    const second = submit();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    // Once the answer is in, the next submit sends again.
    const third = submit();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    answer();
    await third;
  });

  it('sends again after a failure, and leaves a failure the form showed itself alone', async () => {
    const send = vi.fn(async () => {
      throw { status: 409, data: { statusCode: 409, error: 'conflict', message: '状態が変わりました' } };
    });
    const handled = vi.fn(() => true);
    const { submit } = formWith(send, handled);
    await submit();
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(handled).toHaveBeenCalledTimes(2);
    expect(errorsShown()).toEqual([]);
  });

  it("sends each attempt's requests under its Idempotency-Key: the same for a retry, a new one for new values or after a success", async () => {
    const sent: (string | null)[][] = [];
    let fail = true;
    const { form, submit } = formWith(async () => {
      // A create and then its images: two requests of one attempt, two keys of one stem.
      sent.push([idempotencyKeyFor('POST'), idempotencyKeyFor('PUT'), idempotencyKeyFor('GET')]);
      if (fail) throw { status: 'FETCH_ERROR', error: 'ネットワークエラー' };
    });
    form.setValue('breaks', []);
    await submit();
    await submit();
    form.setValue('title', '点検（修正）');
    await submit();
    fail = false;
    await submit();
    await submit();
    const stem = (key: string | null | undefined) => key?.replace(/\.\d+$/, '');
    expect(sent.map(([post, put, get]) => [post?.slice(-2), put?.slice(-2), get])).toEqual(
      Array(5).fill(['.1', '.2', null]),
    );
    const stems = sent.map(([post]) => stem(post));
    expect(stems[1]).toBe(stems[0]);
    expect(stems[2]).not.toBe(stems[1]);
    expect(stems[3]).toBe(stems[2]);
    expect(stems[4]).not.toBe(stems[3]);
    expect(idempotencyKeyFor('POST')).toBeNull();
  });
});
