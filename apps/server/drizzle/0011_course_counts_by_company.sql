-- Custom migration. The course counts' refresh counted a course's stops by course_id alone, which no
-- index leads with (destinations_course_idx is (company_id, course_id, sequence)): every write of a
-- stop scanned the whole destinations table. Counting with the course's company uses the index.
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
