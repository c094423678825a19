import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OptimizationTargets } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';

type Course = OptimizationTargets['courses'][number];

/** The stop's form on its course page, to enter its address or coordinates. */
export const fixStopPath = (courseId: string, stopId: string) =>
  `/courses/${courseId}?destination=${encodeURIComponent(stopId)}`;

/**
 * A course's 位置情報 cell: すべてあり, or each stop without coordinates by name with a link to fix it;
 * the server's message for the stop (a plan that cannot start) in red below it.
 */
export function MissingCoordinates({ course, errors }: { course: Course; errors: Record<string, string> }) {
  const missing = course.stops.filter((s) => !s.hasCoordinates);
  if (missing.length === 0) return <>すべてあり</>;
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">{missing.length}件なし（最適化の対象外になります）</Typography>
      {missing.map((s) => {
        const error = errors[`stops.${s.id}`];
        return (
          <div key={s.id}>
            <Link component={RouterLink} to={fixStopPath(course.id, s.id)} variant="body2">
              {s.name}を修正
            </Link>
            {error && (
              <Typography variant="caption" component="div" color="error" role="alert">
                {error}
              </Typography>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
