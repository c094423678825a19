import { sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { queueGeocodePending } from '../geocoding/geocode-destinations.ts';
import type { CourseDraft, StopDraft } from './row-reader.ts';

/** Small enough that a batch's rows and JSON stay a few MB (memory), large enough to be few statements. */
const COURSE_BATCH = 1000;
const STOP_BATCH = 2000;

/**
 * The stops in the order they are stored: by course, then by the file's 配送順 (rows without one
 * after those with one), then by file order; each course's stops are numbered 1, 2, 3 ….
 */
function storedOrder(stops: readonly StopDraft[]): Uint32Array {
  const order = new Uint32Array(stops.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => {
    const x = stops[a] as StopDraft;
    const y = stops[b] as StopDraft;
    if (x.course !== y.course) return x.course - y.course;
    const sx = x.sequence ?? Number.MAX_SAFE_INTEGER;
    const sy = y.sequence ?? Number.MAX_SAFE_INTEGER;
    return sx !== sy ? sx - sy : a - b;
  });
}

/**
 * Writes the courses, then their destinations, in one transaction (all or nothing). Each batch is one
 * INSERT … SELECT from json_to_recordset of one JSON parameter: a few statements for 100,000 rows,
 * no per-row round trip and no SQL text that grows with the batch. The destinations' statement
 * triggers keep each course's destination_count. One 'geocode-pending' job covers every address.
 */
export async function writeImport(
  ctx: CompanyCtx,
  drafts: readonly CourseDraft[],
  stops: readonly StopDraft[],
  onWritten: (rows: number) => void,
): Promise<void> {
  await withActor(ctx, async (w) => {
    // While the database writes one batch, the next one's JSON is built (on PostgreSQL they overlap).
    let inFlight: Promise<unknown> = Promise.resolve();
    const send = async (write: () => Promise<unknown>) => {
      await inFlight;
      inFlight = write();
    };
    for (let i = 0; i < drafts.length; i += COURSE_BATCH) {
      const json = coursesJson(drafts.slice(i, i + COURSE_BATCH));
      await send(() => insertCourses(w.db, ctx.companyId, json));
    }
    const order = storedOrder(stops);
    let pending = false;
    let course = -1;
    let sequence = 0;
    for (let i = 0; i < order.length; i += STOP_BATCH) {
      const batch = [];
      for (const at of order.subarray(i, i + STOP_BATCH)) {
        const s = stops[at] as StopDraft;
        sequence = s.course === course ? sequence + 1 : 1;
        course = s.course;
        pending ||= s.address1 !== null;
        batch.push({
          id: uuidv7(),
          course_id: (drafts[s.course] as CourseDraft).id,
          sequence,
          name: s.name,
          zip_code: s.zipCode,
          address1: s.address1,
          address2: s.address2,
          phone: s.phone,
          time_window_start: s.timeWindowStart,
          time_window_end: s.timeWindowEnd,
          quantity: s.quantity,
          weight_kg: s.weightKg,
          memo: s.memo,
          // Coordinates come from the address later (the job below); without one there is nothing to find.
          geocode_status: s.address1 !== null ? 'pending' : 'not_found',
        });
      }
      const json = JSON.stringify(batch);
      const written = Math.min(i + STOP_BATCH, order.length);
      await send(async () => {
        await insertDestinations(w.db, ctx.companyId, json);
        onWritten(written);
        // PGlite runs in this thread: let the progress line out before the next batch.
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    await inFlight;
    if (pending) await queueGeocodePending(w.db, ctx.companyId);
  });
  tableChanged(courses);
  tableChanged(destinations);
}

function coursesJson(batch: readonly CourseDraft[]): string {
  const rows = batch.map((c) => ({
    id: c.id,
    delivery_date: c.deliveryDate,
    name: c.name,
    driver_id: c.driverId,
    vehicle_id: c.vehicleId,
    contract_id: c.contractId,
    client_id: c.clientId,
    base_id: c.baseId,
  }));
  return JSON.stringify(rows);
}

async function insertCourses(db: Tx, companyId: string, json: string) {
  await db.execute(sql`
    insert into courses (id, company_id, delivery_date, name, driver_id, vehicle_id, contract_id, client_id, base_id)
    select x.id, ${companyId}::uuid, x.delivery_date, x.name, x.driver_id, x.vehicle_id, x.contract_id, x.client_id, x.base_id
    from json_to_recordset(${json}::json) as x(
      id uuid, delivery_date date, name text, driver_id uuid, vehicle_id uuid, contract_id uuid,
      client_id uuid, base_id uuid)`);
}

async function insertDestinations(db: Tx, companyId: string, json: string) {
  await db.execute(sql`
    insert into destinations (id, company_id, course_id, sequence, name, zip_code, address1, address2, phone,
      time_window_start, time_window_end, quantity, weight_kg, memo, geocode_status)
    select x.id, ${companyId}::uuid, x.course_id, x.sequence, x.name, x.zip_code, x.address1, x.address2, x.phone,
      x.time_window_start, x.time_window_end, x.quantity, x.weight_kg, x.memo, x.geocode_status
    from json_to_recordset(${json}::json) as x(
      id uuid, course_id uuid, sequence int, name text, zip_code text, address1 text, address2 text,
      phone text, time_window_start text, time_window_end text, quantity int, weight_kg double precision,
      memo text, geocode_status geocode_status)`);
}
