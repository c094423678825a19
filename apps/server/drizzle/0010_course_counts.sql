-- Custom migration (drizzle-kit cannot express triggers). courses.destination_count and
-- completed_count are kept here, in the database, whatever code writes destinations: statement
-- triggers with transition tables, so an import of 100,000 stops refreshes each course once.
-- Counted with the course's company, so the count uses destinations_course_idx
-- (company_id, course_id, sequence) instead of scanning every company's stops.
CREATE OR REPLACE FUNCTION refresh_course_counts(course_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET
    destination_count = s.total,
    completed_count = s.done
  FROM (
    SELECT k.id,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id)::int AS total,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id AND d.status = 'completed')::int AS done
    FROM courses k WHERE k.id = ANY(course_ids)
  ) s
  WHERE c.id = s.id AND (c.destination_count <> s.total OR c.completed_count <> s.done);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION destinations_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_course_counts(ARRAY(SELECT DISTINCT course_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION destinations_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_course_counts(ARRAY(
    SELECT n.course_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.course_id IS DISTINCT FROM o.course_id
    UNION SELECT o.course_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.course_id IS DISTINCT FROM o.course_id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION destinations_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_course_counts(ARRAY(SELECT DISTINCT course_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER destinations_counts_insert AFTER INSERT ON destinations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION destinations_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER destinations_counts_update AFTER UPDATE ON destinations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION destinations_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER destinations_counts_delete AFTER DELETE ON destinations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION destinations_counts_after_delete();
--> statement-breakpoint
-- Who moved which course to whom (変更履歴); the counts and the search key are derived, not edits.
CREATE TRIGGER courses_change_history AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION record_change_history('destination_count', 'completed_count', 'search_text');
