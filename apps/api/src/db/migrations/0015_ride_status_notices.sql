-- Ride status answers cached per instance (docs/decisions/124). Everything a status answer shows that is not
-- a users row (those already announce `u|…`, migration 0007) announces the rides it touches on the same
-- `waka_dispatch` channel, from the committing transaction: `r|ride id,…`. Driver profiles (vehicle
-- details) announce their user as `u|…`.
CREATE OR REPLACE FUNCTION rides_status_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM waka_dispatch_notice('r', ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM waka_dispatch_notice('r', ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS rides_status_update ON rides;--> statement-breakpoint
CREATE TRIGGER rides_status_update AFTER UPDATE ON rides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rides_status_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS rides_status_delete ON rides;--> statement-breakpoint
CREATE TRIGGER rides_status_delete AFTER DELETE ON rides REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rides_status_notice();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ratings_status_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM waka_dispatch_notice('r', ARRAY(SELECT ride_id FROM old_rows));
  ELSE
    PERFORM waka_dispatch_notice('r', ARRAY(SELECT ride_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS ratings_status_insert ON ratings;--> statement-breakpoint
CREATE TRIGGER ratings_status_insert AFTER INSERT ON ratings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ratings_status_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS ratings_status_update ON ratings;--> statement-breakpoint
CREATE TRIGGER ratings_status_update AFTER UPDATE ON ratings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ratings_status_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS ratings_status_delete ON ratings;--> statement-breakpoint
CREATE TRIGGER ratings_status_delete AFTER DELETE ON ratings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ratings_status_notice();--> statement-breakpoint
CREATE OR REPLACE FUNCTION driver_profiles_status_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT user_id FROM old_rows));
  ELSE
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT user_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS driver_profiles_status_insert ON driver_profiles;--> statement-breakpoint
CREATE TRIGGER driver_profiles_status_insert AFTER INSERT ON driver_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION driver_profiles_status_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS driver_profiles_status_update ON driver_profiles;--> statement-breakpoint
CREATE TRIGGER driver_profiles_status_update AFTER UPDATE ON driver_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION driver_profiles_status_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS driver_profiles_status_delete ON driver_profiles;--> statement-breakpoint
CREATE TRIGGER driver_profiles_status_delete AFTER DELETE ON driver_profiles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION driver_profiles_status_notice();
