import { describe, expect, it } from 'vitest';
import { fileProblem, sortFiles } from './file-acceptance.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file acceptance of the drop zone', () => {
  it('accepts by extension, exact type or wildcard, and refuses others in Japanese', () => {
    expect(fileProblem(file('a.CSV', ''), ['.csv'], 100)).toBeUndefined();
    expect(
      fileProblem(file('a.pdf', 'application/pdf'), ['application/pdf', 'image/*'], 100),
    ).toBeUndefined();
    expect(fileProblem(file('a.jpg', 'image/jpeg'), ['application/pdf', 'image/*'], 100)).toBeUndefined();
    expect(fileProblem(file('a.exe', 'application/x-msdownload'), ['.csv'], 100)).toBe(
      'a.exe: この形式のファイルは追加できません',
    );
    expect(fileProblem(file('big.csv', 'text/csv', 2048), ['.csv'], 1024)).toBe(
      'big.csv: 1 KBを超えるため追加できません',
    );
    expect(fileProblem(file('empty.csv', 'text/csv', 0), ['.csv'], 1024)).toBe(
      'empty.csv: 空のファイルは追加できません',
    );
  });

  it('passes on what fits, up to the room left', () => {
    const { accepted, problems } = sortFiles(
      [
        file('1.csv', 'text/csv'),
        file('x.png', 'image/png'),
        file('2.csv', 'text/csv'),
        file('3.csv', 'text/csv'),
      ],
      ['.csv'],
      100,
      2,
    );
    expect(accepted.map((f) => f.name)).toEqual(['1.csv', '2.csv']);
    expect(problems).toEqual(['x.png: この形式のファイルは追加できません', 'ファイルは2件まで追加できます']);
  });
});
