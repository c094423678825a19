import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import type { Course } from '@rikuun/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { describeError, handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useDeleteCourseMutation } from './courses.api.ts';

const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/** Deletes after confirming; a course with recorded actions stays (409) and the reason is shown. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'idle' | 'confirm' | 'refused'>('idle');
  const [reason, setReason] = useState('');
  const [deleteCourse, { isLoading }] = useDeleteCourseMutation();

  const confirm = async () => {
    try {
      await deleteCourse(course.id).unwrap();
      notifySuccess('コースを削除しました');
      navigate('/courses', { replace: true });
    } catch (error) {
      if (isConflict(error)) {
        setReason(describeError(error).messages.join(' '));
        setStep('refused');
        return;
      }
      setStep('idle');
      handleError(error);
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlined />}
        onClick={() => setStep('confirm')}
      >
        削除
      </Button>
      <ConfirmDialog
        open={step === 'confirm'}
        title="コースを削除しますか？"
        message={`「${course.name}」とその配送先を削除します。`}
        busy={isLoading}
        onConfirm={confirm}
        onClose={() => setStep('idle')}
      />
      <ConfirmDialog
        open={step === 'refused'}
        title="このコースは削除できません"
        message={reason}
        confirmLabel="閉じる"
        destructive={false}
        onConfirm={() => setStep('idle')}
        onClose={() => setStep('idle')}
      />
    </>
  );
}
