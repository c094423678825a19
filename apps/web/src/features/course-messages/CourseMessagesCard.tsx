import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CourseMessages } from './CourseMessages.tsx';
import type { MessageSide } from './course-messages.api.ts';

/** The course's messages as a card of its own, for the staff course page and the driver's course screen. */
export function CourseMessagesCard({ side, courseId }: { side: MessageSide; courseId: string }) {
  return (
    <Card variant="outlined" component="section" aria-label="メッセージ">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 1, fontSize: side === 'driver' ? 18 : undefined }}>
          {side === 'driver' ? '事務所とのメッセージ' : 'ドライバーとのメッセージ'}
        </Typography>
        <CourseMessages side={side} courseId={courseId} />
      </CardContent>
    </Card>
  );
}
