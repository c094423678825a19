-- Adjustments are money records, accident reports legal records, issued documents 電帳法 records: every
-- change is kept (who, when, before, after), as for expenses and daily reports (0013).
CREATE TRIGGER adjustment_amounts_change_history AFTER INSERT OR UPDATE OR DELETE ON adjustment_amounts
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
--> statement-breakpoint
CREATE TRIGGER accident_reports_change_history AFTER INSERT OR UPDATE OR DELETE ON accident_reports
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
--> statement-breakpoint
CREATE TRIGGER issued_documents_change_history AFTER INSERT OR UPDATE OR DELETE ON issued_documents
  FOR EACH ROW EXECUTE FUNCTION record_change_history();
