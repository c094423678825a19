import { formatFileSize } from '../lib/format.ts';

/**
 * Whether a chosen file fits a field, judged as far as the browser can (type or extension, size);
 * the server sniffs the bytes and decides. `accept` lists MIME types (`application/pdf`, `image/*`)
 * or extensions (`.csv`), as the input's accept attribute does.
 */
export function fileProblem(file: File, accept: readonly string[], maxBytes: number): string | undefined {
  if (file.size === 0) return `${file.name}: 空のファイルは追加できません`;
  if (file.size > maxBytes) return `${file.name}: ${formatFileSize(maxBytes)}を超えるため追加できません`;
  if (accept.length > 0 && !accept.some((rule) => matches(file, rule))) {
    return `${file.name}: この形式のファイルは追加できません`;
  }
  return undefined;
}

function matches(file: File, rule: string): boolean {
  const r = rule.trim().toLowerCase();
  if (r.startsWith('.')) return file.name.toLowerCase().endsWith(r);
  const type = file.type.toLowerCase();
  if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
  return type === r;
}

/** Splits chosen files into those that fit and the Japanese reasons for the rest. */
export function sortFiles(files: readonly File[], accept: readonly string[], maxBytes: number, room: number) {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = fileProblem(file, accept, maxBytes);
    if (problem) problems.push(problem);
    else if (accepted.length >= room) {
      problems.push(`ファイルは${Math.max(room, 0)}件まで追加できます`);
      break;
    } else accepted.push(file);
  }
  return { accepted, problems };
}
