-- Trigram indexes for list searches (like '%term%'). pg_trgm is a trusted extension: the database
-- owner may create it. PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (lib/db/db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
