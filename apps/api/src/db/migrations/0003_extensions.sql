-- Trigram matching for the case-insensitive substring searches (users, slots). PGlite loads the same
-- contrib module (see db/client.ts); a PostgreSQL server needs postgresql-contrib, standard in Debian.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
