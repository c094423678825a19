import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { progressText } from './course-format.ts';

/** 「3/12 完了」 with a bar. */
export function CourseProgress({ completed, total }: { completed: number; total: number }) {
  const text = progressText(completed, total);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : (completed / total) * 100}
        aria-label="進み具合"
        aria-valuetext={text}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        data-testid="course-progress"
      >
        {text}
      </Typography>
    </Box>
  );
}
