-- Custom migration. refresh_course_counts (0010) counted each course's destinations by course_id
-- alone, which no index leads with (destinations_course_idx is (company_id, course_id, sequence)):
-- every course of a statement scanned the whole destinations table, so an import of 100,000 stops in
-- batches grew quadratically. The course's company comes from courses (by primary key), and both
-- counts are read in one pass of the index.
CREATE OR REPLACE FUNCTION refresh_course_counts(course_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET
    destination_count = s.total,
    completed_count = s.done
  FROM (
    SELECT k.id, n.total, n.done
    FROM courses k
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE d.status = 'completed'))::int AS done
      FROM destinations d
      WHERE d.company_id = k.company_id AND d.course_id = k.id
    ) n
    WHERE k.id = ANY(course_ids)
  ) s
  WHERE c.id = s.id AND (c.destination_count <> s.total OR c.completed_count <> s.done);
$$;
