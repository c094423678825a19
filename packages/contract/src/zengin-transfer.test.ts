import { describe, expect, it } from 'vitest';
import {
  ZenginFormatError,
  type ZenginTransferInput,
  zenginTransferFile,
  zenginTransferRecords,
} from './zengin-transfer.ts';

const input: ZenginTransferInput = {
  requesterCode: '1234567890',
  requesterName: 'ｶ)ﾃﾞﾓｳﾝｿｳ',
  transferDate: '2026-12-25',
  source: {
    bankCode: '0001',
    bankNameKana: 'ﾐｽﾞﾎ',
    branchCode: '100',
    branchNameKana: 'ﾄｳｷﾖｳ',
    accountType: '1',
    accountNumber: '1234567',
  },
  payments: [
    {
      bankCode: '0005',
      bankNameKana: 'ﾐﾂﾋﾞｼUFJ',
      branchCode: '001',
      branchNameKana: 'ﾎﾝﾃﾝ',
      accountType: '1',
      accountNumber: '0000123',
      holderKana: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      amount: 345678,
    },
    {
      bankCode: '9900',
      bankNameKana: 'ﾕｳﾁﾖ',
      branchCode: '019',
      branchNameKana: '',
      accountType: '2',
      accountNumber: '7654321',
      holderKana: 'サトウ ハナコ',
      amount: 1000,
      customerCode: '42',
    },
  ],
};

/** Cuts a record into fields of the given lengths (1-based positions as in the 全銀 format's tables). */
function fields(record: string, lengths: number[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const n of lengths) {
    out.push(record.slice(at, at + n));
    at += n;
  }
  expect(at).toBe(120);
  return out;
}

const oneByteInShiftJis = /^[\x20-\x7e\uff61-\uff9f]*$/;

describe('zenginTransferRecords', () => {
  const records = zenginTransferRecords(input);

  it('writes header, one data record per payee, trailer and end, each 120 one-byte characters', () => {
    expect(records.map((r) => r[0])).toEqual(['1', '2', '2', '8', '9']);
    for (const record of records) {
      expect(record).toHaveLength(120);
      expect(record).toMatch(oneByteInShiftJis);
    }
  });

  it('lays the header out field by field', () => {
    const f = fields(records[0] ?? '', [1, 2, 1, 10, 40, 4, 4, 15, 3, 15, 1, 7, 17]);
    expect(f).toEqual([
      '1',
      '21',
      '0',
      '1234567890',
      'ｶ)ﾃﾞﾓｳﾝｿｳ'.padEnd(40, ' '),
      '1225',
      '0001',
      'ﾐｽﾞﾎ'.padEnd(15, ' '),
      '100',
      'ﾄｳｷﾖｳ'.padEnd(15, ' '),
      '1',
      '1234567',
      ' '.repeat(17),
    ]);
  });

  it('lays a data record out field by field, converting the holder to half-width kana', () => {
    const f = fields(records[2] ?? '', [1, 4, 15, 3, 15, 4, 1, 7, 30, 10, 1, 10, 10, 1, 1, 7]);
    expect(f).toEqual([
      '2',
      '9900',
      'ﾕｳﾁﾖ'.padEnd(15, ' '),
      '019',
      ' '.repeat(15),
      ' '.repeat(4),
      '2',
      '7654321',
      'ｻﾄｳ ﾊﾅｺ'.padEnd(30, ' '),
      '0000001000',
      '0',
      '0000000042',
      ' '.repeat(10),
      ' ',
      ' ',
      ' '.repeat(7),
    ]);
    const first = fields(records[1] ?? '', [1, 4, 15, 3, 15, 4, 1, 7, 30, 10, 1, 10, 10, 1, 1, 7]);
    expect(first[9]).toBe('0000345678');
    expect(first[11]).toBe(' '.repeat(10));
  });

  it('totals count and amount in the trailer', () => {
    const f = fields(records[3] ?? '', [1, 6, 12, 101]);
    expect(f).toEqual(['8', '000002', '000000346678', ' '.repeat(101)]);
    expect(records[4]).toBe(`9${' '.repeat(119)}`);
  });

  it('cuts a long name to its field', () => {
    const long = zenginTransferRecords({
      ...input,
      payments: [
        { ...(input.payments[0] as ZenginTransferInput['payments'][0]), holderKana: 'ｱ'.repeat(40) },
      ],
    });
    expect(long[1]?.slice(50, 80)).toBe('ｱ'.repeat(30));
    expect(long[1]).toHaveLength(120);
  });

  it('refuses what the format cannot carry', () => {
    const payment = input.payments[0] as ZenginTransferInput['payments'][0];
    expect(() => zenginTransferRecords({ ...input, payments: [] })).toThrow(ZenginFormatError);
    expect(() => zenginTransferRecords({ ...input, payments: [{ ...payment, amount: 0 }] })).toThrow(
      '振込金額',
    );
    expect(() => zenginTransferRecords({ ...input, payments: [{ ...payment, holderKana: '山田' }] })).toThrow(
      '受取人名',
    );
    expect(() => zenginTransferRecords({ ...input, payments: [{ ...payment, bankCode: '12345' }] })).toThrow(
      '被仕向銀行番号',
    );
    expect(() =>
      zenginTransferRecords({ ...input, payments: [{ ...payment, amount: 10_000_000_000 }] }),
    ).toThrow('振込金額');
  });
});

describe('zenginTransferFile', () => {
  it('ends every record with CRLF', () => {
    const text = zenginTransferFile(input);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual(zenginTransferRecords(input));
    expect(text).toHaveLength(5 * 122);
  });
});
