import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type Driver, employmentTypeLabels, driverLabels as L, licenseClassLabels } from '@rikuun/contract';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/DetailList.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { DriverStatusChip, InvitationChip } from './DriverBadges.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const address = (d: Driver) =>
  [d.zipCode ? `〒${d.zipCode}` : null, d.address1, d.address2].filter(Boolean).join(' ');

/** 基本情報: who the driver is, how employed, licence. */
export function DriverBasicInfo({ driver: d }: { driver: Driver }) {
  return (
    <Section title="基本情報">
      <DetailList
        items={[
          { label: L.name, value: d.name },
          { label: L.nameKana, value: d.nameKana },
          { label: L.employmentType, value: employmentTypeLabels[d.employmentType] },
          { label: L.groupName, value: d.groupName ?? '未所属' },
          { label: L.phone, value: d.phone },
          { label: L.birthDate, value: formatDate(d.birthDate) },
          { label: L.address1, value: address(d) },
          { label: L.hiredOn, value: formatDate(d.hiredOn) },
          { label: L.appointedOn, value: formatDate(d.appointedOn) },
          { label: L.leftOn, value: formatDate(d.leftOn) },
          ...(d.leftOn ? [{ label: L.leftReason, value: d.leftReason }] : []),
          { label: L.licenseNumber, value: d.licenseNumber },
          { label: L.licenseClass, value: d.licenseClass ? licenseClassLabels[d.licenseClass] : null },
          { label: L.licenseConditions, value: d.licenseConditions },
          { label: L.healthCondition, value: d.healthCondition },
          { label: L.memo, value: d.memo },
        ]}
      />
    </Section>
  );
}

/** アカウント: the sign-in address, status and how far the invitation has come. */
export function DriverAccountInfo({ driver: d }: { driver: Driver }) {
  return (
    <Section title="アカウント">
      <DetailList
        items={[
          { label: L.email, value: d.email },
          { label: L.status, value: <DriverStatusChip status={d.status} /> },
          { label: L.invitationStatus, value: <InvitationChip status={d.invitationStatus} /> },
          { label: L.invitationSentAt, value: formatDateTime(d.invitationSentAt) },
          { label: L.lastSignInAt, value: formatDateTime(d.lastSignInAt) || '未ログイン' },
        ]}
      />
    </Section>
  );
}
