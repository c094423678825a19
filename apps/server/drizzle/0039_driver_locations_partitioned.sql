-- driver_locations partitioned by month (decision 064): retention drops a whole month's partition
-- instead of deleting rows, and each month's index stays the size of a month. Months are Asia/Tokyo
-- months, so a driver's business day never spans two partitions. The table is rebuilt in this one
-- transaction: the rows move into the partitions of their months.

-- The partition of the month `month` falls in (driver_locations_YYYY_MM), made unless it exists. Rows
-- the default partition took for that month move into it, so a late month can always be made.
CREATE OR REPLACE FUNCTION driver_locations_make_partition(month date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  part text := 'driver_locations_' || to_char(first_day, 'YYYY_MM');
  lower_bound timestamptz := first_day::timestamp AT TIME ZONE 'Asia/Tokyo';
  upper_bound timestamptz := (first_day + interval '1 month')::timestamp AT TIME ZONE 'Asia/Tokyo';
BEGIN
  IF to_regclass(part) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE driver_locations INCLUDING DEFAULTS)', part);
  IF to_regclass('driver_locations_default') IS NOT NULL THEN
    EXECUTE format(
      'WITH moved AS (DELETE FROM driver_locations_default WHERE recorded_at >= %L AND recorded_at < %L RETURNING *)
       INSERT INTO %I SELECT * FROM moved', lower_bound, upper_bound, part);
  END IF;
  EXECUTE format('ALTER TABLE driver_locations ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
    part, lower_bound, upper_bound);
  RETURN true;
END $$;--> statement-breakpoint

ALTER TABLE "driver_locations" RENAME TO "driver_locations_unpartitioned";--> statement-breakpoint
ALTER TABLE "driver_locations_unpartitioned" RENAME CONSTRAINT "driver_locations_pk" TO "driver_locations_unpartitioned_pk";--> statement-breakpoint
ALTER TABLE "driver_locations_unpartitioned" DROP CONSTRAINT "driver_locations_driver_fk";--> statement-breakpoint
ALTER TABLE "driver_locations_unpartitioned" DROP CONSTRAINT "driver_locations_company_id_companies_id_fk";--> statement-breakpoint
DROP INDEX "driver_locations_recorded_idx";--> statement-breakpoint

CREATE TABLE "driver_locations" (
	"company_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"heading" double precision,
	"speed" double precision,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_locations_pk" PRIMARY KEY("company_id","driver_id","recorded_at")
) PARTITION BY RANGE ("recorded_at");--> statement-breakpoint
ALTER TABLE "driver_locations" ADD CONSTRAINT "driver_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_locations" ADD CONSTRAINT "driver_locations_driver_fk" FOREIGN KEY ("company_id","driver_id") REFERENCES "public"."drivers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Points outside every month made (a phone's clock years off) wait here; the hourly job empties it of
-- points past the retention period.
CREATE TABLE "driver_locations_default" PARTITION OF "driver_locations" DEFAULT;--> statement-breakpoint

-- Every month that has points, and this month with the next two (the job keeps making them ahead).
SELECT driver_locations_make_partition(m::date)
FROM (
  SELECT DISTINCT date_trunc('month', recorded_at AT TIME ZONE 'Asia/Tokyo') AS m FROM "driver_locations_unpartitioned"
  UNION
  SELECT date_trunc('month', now() AT TIME ZONE 'Asia/Tokyo') + make_interval(months => n) FROM generate_series(0, 2) AS n
) AS months
ORDER BY m;--> statement-breakpoint
INSERT INTO "driver_locations" SELECT "company_id", "driver_id", "recorded_at", "latitude", "longitude", "accuracy", "heading", "speed", "received_at" FROM "driver_locations_unpartitioned";--> statement-breakpoint
DROP TABLE "driver_locations_unpartitioned";
