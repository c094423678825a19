import {
  type CourseImportCells,
  courseImportCells,
  type ImportField,
  importFieldLabels,
  requiredImportFields,
  searchKey,
} from '@rikuun/contract';
import { uuidv7 } from '../../lib/db/columns.ts';
import { unavailableReason } from '../courses/driver-availability.ts';
import type { ColumnMap } from './column-map.ts';
import type { ContractRef, DriverRef, References } from './references.ts';
import type { RowErrors } from './row-errors.ts';

/** A course of the file: the first row that names its date and name, and what the rows assign. */
export type CourseDraft = {
  id: string;
  row: number;
  deliveryDate: string;
  name: string;
  driverId: string | null;
  vehicleId: string | null;
  contractId: string | null;
  clientId: string | null;
  baseId: string | null;
};

/** One destination, kept small (100,000 of them wait in memory for the write): no raw text. */
export type StopDraft = {
  course: number;
  sequence: number | null;
  name: string;
  zipCode: string | null;
  address1: string | null;
  address2: string | null;
  phone: string | null;
  timeWindowStart: string | null;
  timeWindowEnd: string | null;
  quantity: number | null;
  weightKg: number | null;
  memo: string | null;
};

/** Most rows repeat the date, course, driver and vehicle of the row above: parse each text once. */
type Parsed = { ok: true; value: unknown } | { ok: false; message: string };
const required = new Set<ImportField>(requiredImportFields);

/**
 * Reads the data rows one at a time: each mapped cell through the contract's field schema, then the
 * driver, vehicle and contract looked up, then the row joins the course of its date and name. Errors
 * go to `errors` (row, column, Japanese message); once there is one, destinations are no longer kept
 * (nothing will be written), but every row is still checked so the user sees all mistakes at once.
 */
export class RowReader {
  readonly courses: CourseDraft[] = [];
  readonly stops: StopDraft[] = [];
  private readonly courseByKey = new Map<string, number>();
  private readonly last = new Map<ImportField, { text: string; parsed: Parsed }>();
  private readonly column: Partial<Record<ImportField, number>> = {};
  dataRows = 0;

  constructor(
    private readonly map: ColumnMap,
    private readonly refs: References,
    private readonly errors: RowErrors,
  ) {
    for (const { field, index } of map.fields) this.column[field] = index;
  }

  read(row: number, cells: string[]) {
    if (cells.every((c) => c.trim() === '')) return;
    this.dataRows += 1;
    const v: Partial<CourseImportCells> = {};
    for (const { field, index } of this.map.fields) {
      const parsed = this.parse(field, cells[index] ?? '');
      if (parsed.ok) (v as Record<string, unknown>)[field] = parsed.value;
      else this.fail(row, field, parsed.message);
    }
    if (v.timeWindowStart && v.timeWindowEnd && v.timeWindowStart >= v.timeWindowEnd) {
      this.fail(
        row,
        'timeWindowEnd',
        `${importFieldLabels.timeWindowEnd}は${importFieldLabels.timeWindowStart}より後の時刻を入力してください`,
      );
    }
    if (!v.deliveryDate || !v.courseName) return;
    const driver = this.driver(row, v, v.deliveryDate);
    const vehicleId = this.vehicle(row, v.vehicleRegistrationNumber ?? null);
    const contract = this.contract(row, v.contractName ?? null, v.deliveryDate);
    const course = this.course(row, v.deliveryDate, v.courseName, {
      driverId: driver?.id ?? null,
      driverField: v.driverEmail ? 'driverEmail' : 'driverName',
      vehicleId,
      contract,
    });
    if (this.errors.count > 0 || !v.destinationName) return;
    this.stops.push({
      course,
      sequence: v.sequence ?? null,
      name: v.destinationName,
      zipCode: v.zipCode ?? null,
      address1: v.address1 ?? null,
      address2: v.address2 ?? null,
      phone: v.phone ?? null,
      timeWindowStart: v.timeWindowStart ?? null,
      timeWindowEnd: v.timeWindowEnd ?? null,
      quantity: v.quantity ?? null,
      weightKg: v.weightKg ?? null,
      memo: v.memo ?? null,
    });
  }

  private parse(field: ImportField, text: string): Parsed {
    // An empty optional cell is null; no schema needed.
    if (!required.has(field) && text.trim() === '') return { ok: true, value: null };
    const hit = this.last.get(field);
    if (hit && hit.text === text) return hit.parsed;
    const result = courseImportCells[field].safeParse(text);
    const parsed: Parsed = result.success
      ? { ok: true, value: result.data }
      : {
          ok: false,
          message: result.error.issues[0]?.message ?? `${importFieldLabels[field]}が正しくありません`,
        };
    this.last.set(field, { text, parsed });
    return parsed;
  }

  private fail(row: number, field: ImportField, message: string) {
    this.errors.add(row, this.column[field] ?? null, field, message);
  }

  private driver(row: number, v: Partial<CourseImportCells>, date: string): DriverRef | null {
    let driver: DriverRef | undefined;
    let field: ImportField;
    if (v.driverEmail) {
      field = 'driverEmail';
      driver = this.refs.driverByEmail.get(v.driverEmail);
      if (!driver)
        return this.miss(row, field, `メールアドレス「${v.driverEmail}」のドライバーが見つかりません`);
    } else if (v.driverName) {
      field = 'driverName';
      const found = this.refs.driversByName.get(searchKey(v.driverName)) ?? [];
      if (found.length === 0) return this.miss(row, field, `ドライバー「${v.driverName}」が見つかりません`);
      if (found.length > 1) {
        return this.miss(
          row,
          field,
          `「${v.driverName}」という名前のドライバーが${found.length}人います。メールアドレスの列で指定してください`,
        );
      }
      driver = found[0];
    } else return null;
    if (!driver) return null;
    // The same rule as a course's own assignment (courses/driver-availability).
    const reason = unavailableReason(driver, date);
    if (reason === 'inactive') {
      return this.miss(row, field, `ドライバー「${driver.name}」は無効になっているため割り当てできません`);
    }
    if (reason === 'license_expired') {
      return this.miss(
        row,
        field,
        `ドライバー「${driver.name}」の免許証の有効期限（${driver.licenseExpiresOn}）が配送日より前のため割り当てできません`,
      );
    }
    return driver;
  }

  private vehicle(row: number, number: string | null): string | null {
    if (!number) return null;
    const id = this.refs.vehicleByNumber.get(number);
    return id ?? this.miss(row, 'vehicleRegistrationNumber', `登録番号「${number}」の車両が見つかりません`);
  }

  private contract(row: number, name: string | null, date: string): ContractRef | null {
    if (!name) return null;
    const named = this.refs.contractsByName.get(searchKey(name)) ?? [];
    if (named.length === 0) return this.miss(row, 'contractName', `契約「${name}」が見つかりません`);
    const valid = named.filter(
      (c) => c.active && c.validFrom <= date && (c.validTo === null || c.validTo >= date),
    );
    if (valid.length === 1) return valid[0] ?? null;
    return this.miss(
      row,
      'contractName',
      valid.length === 0
        ? `契約「${name}」は配送日（${date}）に有効ではありません。契約期間と状態を確認してください`
        : `「${name}」という名前で配送日に有効な契約が${valid.length}件あります。契約名を区別してください`,
    );
  }

  private miss(row: number, field: ImportField, message: string): null {
    this.fail(row, field, message);
    return null;
  }

  /** The course of this date and name (made on its first row); a row may not contradict it. */
  private course(
    row: number,
    deliveryDate: string,
    name: string,
    a: {
      driverId: string | null;
      driverField: ImportField;
      vehicleId: string | null;
      contract: ContractRef | null;
    },
  ): number {
    const key = `${deliveryDate}\u0001${name}`;
    let index = this.courseByKey.get(key);
    if (index === undefined) {
      index = this.courses.length;
      this.courseByKey.set(key, index);
      this.courses.push({
        id: uuidv7(),
        row,
        deliveryDate,
        name,
        driverId: null,
        vehicleId: null,
        contractId: null,
        clientId: null,
        baseId: null,
      });
    }
    const course = this.courses[index] as CourseDraft;
    this.assign(row, course, 'driverId', a.driverId, a.driverField);
    this.assign(row, course, 'vehicleId', a.vehicleId, 'vehicleRegistrationNumber');
    if (this.assign(row, course, 'contractId', a.contract?.id ?? null, 'contractName') && a.contract) {
      course.clientId = a.contract.clientId;
      course.baseId = a.contract.baseId;
    }
    return index;
  }

  /** Sets the course's value from a row; true when this row set it. Blank cells follow the course. */
  private assign(
    row: number,
    course: CourseDraft,
    key: 'driverId' | 'vehicleId' | 'contractId',
    value: string | null,
    field: ImportField,
  ): boolean {
    if (value === null || course[key] === value) return false;
    if (course[key] === null) {
      course[key] = value;
      return true;
    }
    this.fail(
      row,
      field,
      `同じコース（${course.row}行目の${course.deliveryDate}「${course.name}」）と異なる${importFieldLabels[field]}が指定されています`,
    );
    return false;
  }
}
