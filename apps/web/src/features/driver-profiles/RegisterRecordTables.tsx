import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type AptitudeTest,
  aptitudeTestKindLabels,
  type DriverRegister,
  type DriverTraining,
  trainingKindLabels,
} from '@rikuun/contract';
import { formatDate } from '../../lib/format.ts';
import type { RecordPath } from './driver-register.api.ts';

type Props = {
  register: DriverRegister;
  onEditTraining: (record: DriverTraining) => void;
  onEditTest: (record: AptitudeTest) => void;
  onDelete: (path: RecordPath, id: string) => void;
};

function Actions({ what, onEdit, onDelete }: { what: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <IconButton aria-label={`${what}を訂正`} onClick={onEdit} size="small">
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton aria-label={`${what}を削除`} onClick={onDelete} size="small">
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </TableCell>
  );
}

/** The 台帳's 指導 and 適性診断 records, newest first, each with correct and delete. */
export function RegisterRecordTables({ register: r, onEditTraining, onEditTest, onDelete }: Props) {
  return (
    <>
      <Typography variant="h3" component="h3">
        指導の実施状況
      </Typography>
      {r.trainings.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>指導の記録はありません</Typography>
      ) : (
        <Table size="small" aria-label="指導の記録">
          <TableHead>
            <TableRow>
              <TableCell>実施日</TableCell>
              <TableCell>種類</TableCell>
              <TableCell>内容</TableCell>
              <TableCell>時間</TableCell>
              <TableCell>指導者</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {r.trainings.map((t) => (
              <TableRow key={t.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.conductedOn)}</TableCell>
                <TableCell>{trainingKindLabels[t.kind]}</TableCell>
                <TableCell>{t.content}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t.minutes === null ? '—' : `${t.minutes}分`}
                </TableCell>
                <TableCell>{t.instructor ?? '—'}</TableCell>
                <Actions
                  what={`${formatDate(t.conductedOn)}の指導`}
                  onEdit={() => onEditTraining(t)}
                  onDelete={() => onDelete('trainings', t.id)}
                />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="h3" component="h3">
        適性診断の受診状況
      </Typography>
      {r.aptitudeTests.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>適性診断の記録はありません</Typography>
      ) : (
        <Table size="small" aria-label="適性診断の記録">
          <TableHead>
            <TableRow>
              <TableCell>受診日</TableCell>
              <TableCell>種類</TableCell>
              <TableCell>受診機関</TableCell>
              <TableCell>結果・所見</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {r.aptitudeTests.map((a) => (
              <TableRow key={a.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.takenOn)}</TableCell>
                <TableCell>{aptitudeTestKindLabels[a.kind]}</TableCell>
                <TableCell>{a.institution ?? '—'}</TableCell>
                <TableCell>{a.result ?? '—'}</TableCell>
                <Actions
                  what={`${formatDate(a.takenOn)}の${aptitudeTestKindLabels[a.kind]}`}
                  onEdit={() => onEditTest(a)}
                  onDelete={() => onDelete('aptitude-tests', a.id)}
                />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
