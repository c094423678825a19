-- Hand-written: a course's counts are matched to it by company as well as id. Accepting a 傭車 offer
-- copies the course and its stops under the accepting company and then deletes the old rows (a
-- distributed database cannot change a row's company); for that moment two courses share an id, and
-- matching by id alone wrote one copy's counts onto the other.
CREATE OR REPLACE FUNCTION refresh_course_counts(course_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET
    destination_count = s.total,
    completed_count = s.done,
    carried_over_count = s.carried
  FROM (
    SELECT k.company_id, k.id,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id AND d.status <> 'carried_over')::int AS total,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id AND d.status = 'completed')::int AS done,
      (SELECT count(*) FROM destinations d
        WHERE d.company_id = k.company_id AND d.course_id = k.id AND d.status = 'carried_over')::int AS carried
    FROM courses k WHERE k.id = ANY(course_ids)
  ) s
  WHERE c.company_id = s.company_id AND c.id = s.id
    AND (c.destination_count <> s.total OR c.completed_count <> s.done OR c.carried_over_count <> s.carried);
$$;
