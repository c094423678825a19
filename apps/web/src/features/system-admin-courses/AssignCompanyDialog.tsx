import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PlatformCourse } from '@rikuun/contract';
import { useId, useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useListCompaniesQuery } from '../companies/index.ts';
import { useAssignPlatformCourseMutation } from './system-admin-courses.api.ts';

type Props = { course: PlatformCourse; onClose: () => void };

/** 割当: choose an active company; the course becomes its unassigned course (配車表の未割当). */
export function AssignCompanyDialog({ course, onClose }: Props) {
  const titleId = useId();
  const companies = useListCompaniesQuery({ page: 1, perPage: 1000, sort: 'name', active: true });
  const [companyId, setCompanyId] = useState('');
  const [assign, { isLoading }] = useAssignPlatformCourseMutation();

  const submit = async () => {
    try {
      const done = await assign({ id: course.id, companyId }).unwrap();
      notifySuccess(`「${course.name}」を${done.assignedCompanyName ?? ''}に割り当てました`);
      onClose();
    } catch (err) {
      handleError(err);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={isLoading ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>運送会社に割り当てる</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {course.deliveryDate}「{course.name}」（配送先{course.stopCount}
          件）を選んだ運送会社の未割当のコースとして登録します。
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="運送会社"
          value={companyId}
          onChange={(event) => setCompanyId(event.target.value)}
          disabled={!companies.data}
          helperText={companies.error ? '運送会社を読み込めませんでした' : undefined}
        >
          {(companies.data?.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          キャンセル
        </Button>
        <Button variant="contained" onClick={submit} disabled={!companyId} loading={isLoading}>
          割り当てる
        </Button>
      </DialogActions>
    </Dialog>
  );
}
