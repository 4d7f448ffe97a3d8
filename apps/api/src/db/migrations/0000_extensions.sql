-- Geospatial search uses the cube + earthdistance contrib extensions: they ship with every
-- PostgreSQL and with PGlite. PostGIS is not used.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
