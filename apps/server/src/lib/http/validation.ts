import type { ValidationErrorItem } from '@rikuun/contract';
import type { z } from 'zod';

const partLabels: Record<string, string> = {
  body: 'リクエスト本文',
  querystring: '検索条件',
  params: 'パス',
  headers: 'ヘッダー',
};

/**
 * Turns zod issues into the spec's nested validation tree: one node per path segment, array items
 * under their index, and each rule's Japanese message in `constraints` at the leaf.
 */
export function toValidationErrors(
  issues: readonly z.core.$ZodIssue[],
  part = 'body',
): ValidationErrorItem[] {
  const roots: ValidationErrorItem[] = [];
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.map(String) : [part];
    let level = roots;
    let node: ValidationErrorItem | undefined;
    for (const segment of path) {
      node = level.find((n) => n.property === segment);
      if (!node) {
        node = { property: segment, children: [] };
        level.push(node);
      }
      level = node.children;
    }
    if (!node) continue;
    const message = issue.path.length > 0 ? issue.message : rootMessage(issue, part);
    node.constraints = { ...node.constraints, [ruleName(issue, node.constraints)]: message };
  }
  return roots;
}

function rootMessage(issue: z.core.$ZodIssue, part: string): string {
  const label = partLabels[part] ?? part;
  if (issue.code === 'invalid_type') return `${label}の形式が正しくありません`;
  return issue.message;
}

function ruleName(issue: z.core.$ZodIssue, existing: Record<string, string> | undefined): string {
  let name: string = issue.code;
  if (issue.code === 'invalid_format') name = issue.format;
  if (issue.code === 'too_small') name = 'min';
  if (issue.code === 'too_big') name = 'max';
  if (!existing?.[name]) return name;
  let i = 2;
  while (existing[`${name}${i}`]) i++;
  return `${name}${i}`;
}
