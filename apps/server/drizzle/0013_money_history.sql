-- Money records keep every change (who, when, before, after): design §5, domain-ja §4 (no silent edits).
CREATE TRIGGER expenses_change_history AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
--> statement-breakpoint
CREATE TRIGGER daily_reports_change_history AFTER INSERT OR UPDATE OR DELETE ON daily_reports
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
