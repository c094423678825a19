-- Change history (変更履歴): a generic trigger a table opts into with one statement:
--   CREATE TRIGGER <table>_change_history AFTER INSERT OR UPDATE OR DELETE ON <table>
--     FOR EACH ROW EXECUTE FUNCTION record_change_history('<column not to record>', ...);
-- The table needs a uuid "id" (and "company_id" when it belongs to a company). The actor is the user the
-- application names with set_config('rikuun.actor', <user id>, true) in the writing transaction.
-- An update records only the columns that changed; one that changes nothing but updated_at leaves no row.
-- Setting deleted_at (soft delete) is recorded as a delete.
CREATE OR REPLACE FUNCTION record_change_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- Never recorded: the row's identity and bookkeeping, plus what the table names (secrets).
  ignored text[] := ARRAY['id', 'company_id', 'created_at', 'updated_at'] || TG_ARGV::text[];
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
--> statement-breakpoint
-- search_text, last_maintained_on and base_name are derived (the search key, the latest maintenance
-- record's date, the base's name).
CREATE TRIGGER vehicles_change_history AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION record_change_history('search_text', 'last_maintained_on', 'base_name');
--> statement-breakpoint
CREATE TRIGGER maintenances_change_history AFTER INSERT OR UPDATE OR DELETE ON maintenances
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
