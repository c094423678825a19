import type { Course } from '@rikuun/contract';
import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '../../components/DeleteRecordButton.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { useDeleteCourseMutation } from './courses.api.ts';

/** Deletes after confirming; a course with recorded actions stays (409) and the reason is shown. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const navigate = useNavigate();
  const [deleteCourse, { isLoading }] = useDeleteCourseMutation();
  return (
    <DeleteRecordButton
      what="コース"
      name={course.name}
      busy={isLoading}
      onDelete={async () => {
        await deleteCourse(course.id).unwrap();
        notifySuccess('コースを削除しました');
        navigate('/courses', { replace: true });
      }}
    />
  );
}
