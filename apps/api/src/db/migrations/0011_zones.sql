-- Restricted zones (docs/zones.md, docs/decisions/160): areas where a rule applies, today only 'no_bikes'.
-- Geometry is GeoJSON (Polygon or MultiPolygon, [longitude, latitude]) validated by the API with Turf; the
-- bounding box is kept beside it for the console and for a quick look in SQL. `revision` takes a new value
-- from the sequence on every insert and update, so (max(revision), count(*)) changes with any change and a
-- cache can tell cheaply whether it is stale.
CREATE SEQUENCE IF NOT EXISTS zones_revision_seq;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "zones" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "rule" text DEFAULT 'no_bikes' NOT NULL,
  "geometry" jsonb NOT NULL,
  "min_longitude" double precision NOT NULL,
  "min_latitude" double precision NOT NULL,
  "max_longitude" double precision NOT NULL,
  "max_latitude" double precision NOT NULL,
  "vertex_count" integer NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "revision" bigint DEFAULT nextval('zones_revision_seq') NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" uuid REFERENCES "users"("id"),
  CONSTRAINT "zones_rule_check" CHECK ("rule" IN ('no_bikes'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "zones_name_unique" ON "zones" (lower("name"));
