import {
  computeEtas,
  type Destination,
  type DestinationAction,
  type DestinationDetail,
  type DestinationType,
} from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { notFound } from '../../lib/http/errors.ts';
import { bases } from '../bases/bases.table.ts';
import { getRoutingDurationSettings } from '../companies/company-preferences.service.ts';
import { actionsOfCourse } from '../destination-actions/action-reads.ts';
import {
  type CourseRow,
  companyDestinations,
  courseOr404,
  type DestinationRow,
  destinationWithCourse,
} from './destination-rows.ts';
import { destinations } from './destinations.table.ts';

// A course's stops as the course page shows them: in sequence, each with its actions (oldest first)
// and its eta, computed on every read from the course, the routing settings and the actions so far.

function toDestination(row: DestinationRow, eta: string | null): Destination {
  const { companyId: _c, createdAt, updatedAt, ...rest } = row;
  return { ...rest, eta, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** What the stops' etas need of their course (the driver's course list passes its own rows). */
type EtaCourse = Pick<CourseRow, 'id' | 'deliveryDate' | 'startTime' | 'baseId' | 'status'>;

async function startOf(ctx: CompanyCtx, course: EtaCourse) {
  if (!course.baseId) return null;
  const base = await companyRows(ctx, bases).find(course.baseId);
  return base?.latitude != null && base.longitude != null
    ? { latitude: base.latitude, longitude: base.longitude }
    : null;
}

/** Every stop of the course with its actions and eta (the eta needs the whole chain before a stop). */
export async function courseDestinationDetails(
  ctx: CompanyCtx,
  course: EtaCourse,
): Promise<DestinationDetail[]> {
  const rows = await ctx.db
    .select()
    .from(destinations)
    .where(companyDestinations(ctx).where(eq(destinations.courseId, course.id)))
    .orderBy(asc(destinations.sequence), asc(destinations.id));
  const actions = new Map<string, DestinationAction[]>();
  for (const action of await actionsOfCourse(ctx, course.id)) {
    const list = actions.get(action.destinationId) ?? [];
    list.push(action);
    actions.set(action.destinationId, list);
  }
  const settings = await getRoutingDurationSettings(ctx);
  const etas = computeEtas({
    deliveryDate: course.deliveryDate,
    startTime: course.startTime,
    start: await startOf(ctx, course),
    settings,
    stops: rows.map((row) => ({ ...row, actions: actions.get(row.id) ?? [] })),
    now: ctx.clock(),
    inProgress: course.status === 'in_progress',
  });
  return rows.map((row, i) => ({
    ...toDestination(row, etas[i] ?? null),
    actions: actions.get(row.id) ?? [],
  }));
}

export async function listCourseDestinations(ctx: CompanyCtx, courseId: string, type?: DestinationType) {
  const all = await courseDestinationDetails(ctx, await courseOr404(ctx, courseId));
  const data = type ? all.filter((d) => d.type === type) : all;
  return { data, total: data.length };
}

/** One stop with its actions and eta. */
export async function destinationDetail(ctx: CompanyCtx, id: string): Promise<DestinationDetail> {
  const { course } = await destinationWithCourse(ctx, id);
  const found = (await courseDestinationDetails(ctx, course)).find((d) => d.id === id);
  if (!found) throw notFound('配送先');
  return found;
}
