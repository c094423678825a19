import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CourseCopyResult } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { useMemo, useState } from 'react';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useCopyCourseMutation } from './courses.api.ts';
import {
  type CopyMode,
  type CopyPattern,
  PickedDatesField,
  WeekdayPatternField,
} from './dispatch/CopyDatesFields.tsx';
import {
  defaultPattern,
  type PreviewDate,
  patternDates,
  previewDates,
  togglePickedDate,
} from './dispatch/copy-dates.ts';
import { shortDate } from './dispatch/course-display.ts';

type Props = { course: { id: string; name: string }; onClose: () => void };

type ChipsProps = { dates: readonly PreviewDate[]; onDelete?: (date: string) => void };

function DateChips({ dates, onDelete }: ChipsProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {dates.map(({ date, holiday, skipped }) => (
        <Chip
          key={date}
          size="small"
          variant={holiday ? 'filled' : 'outlined'}
          color={holiday ? (skipped ? 'default' : 'warning') : 'default'}
          label={holiday ? `${shortDate(date)} ${holiday}${skipped ? '（除外）' : ''}` : shortDate(date)}
          sx={skipped ? { textDecoration: 'line-through' } : undefined}
          onDelete={onDelete && (() => onDelete(date))}
        />
      ))}
    </Stack>
  );
}

function CopyResult({ result }: { result: CourseCopyResult }) {
  const flagged = result.courses.filter((c) => c.holidayName);
  return (
    <Stack spacing={1.5}>
      <Alert severity="success">{result.courses.length}件のコースを作成しました。</Alert>
      <DateChips
        dates={result.courses.map((c) => ({ date: c.deliveryDate, holiday: c.holidayName, skipped: false }))}
      />
      {flagged.length > 0 && (
        <Alert severity="warning">祝日のコースが{flagged.length}件あります。運行するかご確認ください。</Alert>
      )}
      {result.skipped.length > 0 && (
        <Typography variant="body2">
          祝日のため除いた日：
          {result.skipped.map((s) => `${shortDate(s.deliveryDate)} ${s.holidayName}`).join('、')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * 定期便: the course copied (all stops pending) to picked dates or to a weekday pattern over a range;
 * 祝日 are flagged in the preview, and left out when 「祝日を除く」 is ticked.
 */
export function CopyCourseDialog({ course, onClose }: Props) {
  const [mode, setMode] = useState<CopyMode>('weekdays');
  const [picked, setPicked] = useState<string[]>([]);
  const [pattern, setPattern] = useState<CopyPattern>(() => defaultPattern(todayInTokyo()));
  const [skipHolidays, setSkipHolidays] = useState(false);
  const [result, setResult] = useState<CourseCopyResult | null>(null);
  const [copy, { isLoading }] = useCopyCourseMutation();

  const dates = useMemo(
    () => (mode === 'dates' ? picked : patternDates(pattern.from ?? '', pattern.to ?? '', pattern.weekdays)),
    [mode, picked, pattern],
  );
  const preview = useMemo(() => previewDates(dates, skipHolidays), [dates, skipHolidays]);
  const copies = preview.filter((d) => !d.skipped).length;
  const holidays = preview.filter((d) => d.holiday).length;

  const submit = async () => {
    try {
      const answer = await copy({ id: course.id, body: { deliveryDates: dates, skipHolidays } }).unwrap();
      notifySuccess(`${answer.courses.length}件のコースを作成しました`);
      setResult(answer);
    } catch (error) {
      handleError(error);
    }
  };

  if (result)
    return (
      <ActionDialog
        title="コピーしました"
        submitLabel="閉じる"
        cancelLabel={null}
        busy={false}
        onSubmit={onClose}
        onClose={onClose}
        maxWidth="sm"
      >
        <CopyResult result={result} />
      </ActionDialog>
    );

  return (
    <ActionDialog
      title={`「${course.name}」をコピー（定期便）`}
      submitLabel={copies > 0 ? `${copies}件作成` : '作成'}
      busy={isLoading}
      ready={copies > 0}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <Tabs value={mode} onChange={(_event, next: CopyMode) => setMode(next)} aria-label="コピー先の指定方法">
        <Tab value="weekdays" label="曜日で繰り返す" />
        <Tab value="dates" label="日付を選ぶ" />
      </Tabs>
      {mode === 'dates' ? (
        <PickedDatesField picked={picked} onChange={setPicked} />
      ) : (
        <WeekdayPatternField pattern={pattern} onChange={setPattern} />
      )}
      <FormControlLabel
        label="祝日を除く"
        control={
          <Checkbox checked={skipHolidays} onChange={(event) => setSkipHolidays(event.target.checked)} />
        }
      />
      <Stack spacing={1} aria-label="コピー先の日付">
        <Typography variant="subtitle2">
          コピー先 {copies}件{holidays > 0 && `（祝日${holidays}件${skipHolidays ? 'を除外' : 'を含む'}）`}
        </Typography>
        {preview.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            コピー先の日付がありません。
          </Typography>
        ) : (
          <DateChips
            dates={preview}
            onDelete={mode === 'dates' ? (date) => setPicked(togglePickedDate(picked, date)) : undefined}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
