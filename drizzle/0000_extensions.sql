-- Trigram similarity for typo-tolerant place-name search (ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
