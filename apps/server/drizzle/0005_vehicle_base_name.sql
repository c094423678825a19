-- Custom migration (drizzle-kit cannot express triggers). vehicles.base_name repeats the name of the
-- vehicle's base, so the vehicle list shows and sorts by it from one index without a join. Kept here,
-- in the database, whatever code writes vehicles or bases.
UPDATE vehicles v SET base_name = b.name FROM bases b WHERE b.id = v.base_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicles_set_base_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.base_name := (SELECT b.name FROM bases b WHERE b.id = NEW.base_id AND b.company_id = NEW.company_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_base_name BEFORE INSERT OR UPDATE OF base_id, base_name ON vehicles
  FOR EACH ROW EXECUTE FUNCTION vehicles_set_base_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bases_rename_vehicles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vehicles SET base_name = NEW.name WHERE company_id = NEW.company_id AND base_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bases_rename_vehicles AFTER UPDATE OF name ON bases
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bases_rename_vehicles();
