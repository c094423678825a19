import {
  courseImportTemplateFileName,
  courseImportTemplateRows,
  toCsv,
  todayInTokyo,
} from '@rikuun/contract';
import iconv from 'iconv-lite';
import type { CompanyCtx } from '../../lib/context.ts';
import { importSettingOf } from './course-import.service.ts';

/**
 * The template CSV of an import setting: its header rows and one example row, in the setting's
 * encoding (Shift_JIS as CP932; UTF-8 with a BOM, so Excel opens it as UTF-8), CRLF line ends as
 * Excel writes them, through the one CSV writer (a header text like `=HYPERLINK(…)` is defused). Importing it as is creates one course with one stop (once the example driver and
 * vehicle exist).
 */
export async function courseImportTemplate(ctx: CompanyCtx, importSettingId: string) {
  const setting = await importSettingOf(ctx, importSettingId);
  const rows = courseImportTemplateRows(setting, todayInTokyo(ctx.clock()));
  const text = toCsv(rows);
  const body =
    setting.encoding === 'shift_jis' ? iconv.encode(text, 'CP932') : Buffer.from(`\uFEFF${text}`, 'utf8');
  const charset = setting.encoding === 'shift_jis' ? 'Shift_JIS' : 'UTF-8';
  return {
    fileName: courseImportTemplateFileName(setting.name),
    body,
    contentType: `text/csv; charset=${charset}`,
  };
}
