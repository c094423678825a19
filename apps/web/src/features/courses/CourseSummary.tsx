import { type Course, holidayName, courseLabels as L } from '@rikuun/contract';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { CourseStatusChip } from './course-columns.tsx';
import { timeRange } from './dispatch/course-display.ts';

/** 配送日 with its 祝日: 「2026/11/23 (月) 勤労感謝の日」. */
export function courseDateText(date: string): string {
  const holiday = holidayName(date);
  return holiday ? `${formatDate(date)} ${holiday}` : formatDate(date);
}

/** The course's own fields, as the page header's detail list. */
export function CourseSummary({ course }: { course: Course }) {
  const items: DetailItem[] = [
    { label: L.deliveryDate, value: courseDateText(course.deliveryDate) },
    {
      label: L.status,
      value: <CourseStatusChip status={course.status} carriedOverCount={course.carriedOverCount} />,
    },
    { label: L.driverName, value: course.driverName ?? '未割当' },
    { label: L.vehicleRegistrationNumber, value: course.vehicleRegistrationNumber ?? '未割当' },
    { label: L.contractName, value: course.contractName },
    { label: L.clientName, value: course.clientName },
    { label: L.baseName, value: course.baseName },
    { label: '予定時刻', value: timeRange(course.startTime, course.endTime) },
    {
      label: L.assignmentNotifiedAt,
      value: course.assignmentNotifiedAt ? formatDateTime(course.assignmentNotifiedAt) : '未通知',
    },
    { label: L.memo, value: course.memo },
  ];
  return <DetailList items={items} />;
}
