ALTER TABLE "courses" ADD COLUMN "carried_over_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 056, 繰越): a stop carried over (繰越) counts on the course it went to, so its
-- source counts only the stops it kept (destination_count) and names how many left (carried_over_count).
CREATE OR REPLACE FUNCTION refresh_course_counts(course_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET
    destination_count = s.total,
    completed_count = s.done,
    carried_over_count = s.carried
  FROM (
    SELECT k.id,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id AND d.status <> 'carried_over')::int AS total,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id AND d.status = 'completed')::int AS done,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id AND d.status = 'carried_over')::int AS carried
    FROM courses k WHERE k.id = ANY(course_ids)
  ) s
  WHERE c.id = s.id
    AND (c.destination_count <> s.total OR c.completed_count <> s.done OR c.carried_over_count <> s.carried);
$$;
--> statement-breakpoint
SELECT refresh_course_counts(ARRAY(SELECT DISTINCT course_id FROM destinations WHERE status = 'carried_over'));
--> statement-breakpoint
-- A course left 運行中 by an earlier carry-over, every stop it kept finished, is 完了.
UPDATE courses c SET status = 'completed'
  WHERE c.status = 'in_progress' AND c.carried_over_count > 0
    AND NOT EXISTS (
      SELECT 1 FROM destinations d
      WHERE d.company_id = c.company_id AND d.course_id = c.id
        AND d.status NOT IN ('completed', 'absent', 'skipped', 'carried_over')
    );
--> statement-breakpoint
-- The new count is derived like the others: not an edit to record.
DROP TRIGGER courses_change_history ON courses;
--> statement-breakpoint
CREATE TRIGGER courses_change_history AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION record_change_history('destination_count', 'completed_count', 'carried_over_count', 'search_text');
