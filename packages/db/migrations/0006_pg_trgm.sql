-- Trigram indexes serve substring searches (LIKE '%som%') on names in Thai and English.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in createDb.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
