ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Optimistic concurrency: version is bookkeeping like updated_at, so the change history neither
-- records it nor keeps a row for an update that moved nothing else.
CREATE OR REPLACE FUNCTION record_change_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- Never recorded: the row's identity and bookkeeping (version included), plus what the table names.
  ignored text[] := ARRAY['id', 'company_id', 'created_at', 'updated_at', 'version'] || TG_ARGV::text[];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  act history_action := lower(TG_OP)::history_action;
  fields text[];
  before_values jsonb;
  after_values jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.key ORDER BY n.key), jsonb_object_agg(n.key, o.value), jsonb_object_agg(n.key, n.value)
      INTO fields, before_values, after_values
      FROM jsonb_each(new_row) AS n(key, value)
      JOIN jsonb_each(old_row) AS o(key, value) ON o.key = n.key
      WHERE n.value IS DISTINCT FROM o.value AND NOT n.key = ANY (ignored);
    IF fields IS NULL THEN
      RETURN NULL;
    END IF;
    IF old_row ->> 'deleted_at' IS NULL AND new_row ->> 'deleted_at' IS NOT NULL THEN
      act := 'delete';
    END IF;
  ELSE
    SELECT array_agg(r.key ORDER BY r.key), jsonb_object_agg(r.key, r.value)
      INTO fields, after_values
      FROM jsonb_each(row_now) AS r(key, value)
      WHERE NOT r.key = ANY (ignored);
    IF TG_OP = 'DELETE' THEN
      before_values := after_values;
      after_values := NULL;
    END IF;
  END IF;

  INSERT INTO change_history
    (company_id, table_name, record_id, action, actor_id, changed_fields, before, after)
  VALUES (
    (row_now ->> 'company_id')::uuid,
    TG_TABLE_NAME,
    (row_now ->> 'id')::uuid,
    act,
    nullif(current_setting('rikuun.actor', true), '')::uuid,
    coalesce(fields, ARRAY[]::text[]),
    before_values,
    after_values
  );
  RETURN NULL;
END;
$$;
