-- Decision 054, amended: the learner-change notices are sent once per statement and learner, not
-- once per row. A statement writing many rows (an account's deletion, a bulk import) ran the
-- row trigger, and a pg_notify, for each of them. One function for every table: its argument names
-- the column that holds the learner's id, and the statement's transition tables list the rows.
-- Quiz attempts keep their row triggers (0020): only answered attempts count, and they come one at a time.
CREATE FUNCTION "arkad_notify_learners_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format(
      'SELECT pg_notify(''arkad_learner_changed'', learner::text) FROM (SELECT DISTINCT %I AS learner FROM old_rows) AS changed',
      TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format(
      'SELECT pg_notify(''arkad_learner_changed'', learner::text) FROM (SELECT DISTINCT %I AS learner FROM new_rows) AS changed',
      TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "users_learner_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_learners_changed_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('id');--> statement-breakpoint
CREATE TRIGGER "users_learners_changed_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('id');--> statement-breakpoint
DROP TRIGGER "user_preferences_learner_changed" ON "user_preferences";--> statement-breakpoint
CREATE TRIGGER "user_preferences_learners_changed_insert" AFTER INSERT ON "user_preferences" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "user_preferences_learners_changed_update" AFTER UPDATE ON "user_preferences" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "user_preferences_learners_changed_delete" AFTER DELETE ON "user_preferences" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
DROP TRIGGER "sessions_learner_changed" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_learners_changed_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_learners_changed_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
DROP TRIGGER "progress_events_learner_changed" ON "progress_events";--> statement-breakpoint
CREATE TRIGGER "progress_events_learners_changed_insert" AFTER INSERT ON "progress_events" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "progress_events_learners_changed_update" AFTER UPDATE ON "progress_events" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "progress_events_learners_changed_delete" AFTER DELETE ON "progress_events" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
DROP TRIGGER "usage_tracking_learner_changed" ON "usage_tracking";--> statement-breakpoint
CREATE TRIGGER "usage_tracking_learners_changed_insert" AFTER INSERT ON "usage_tracking" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "usage_tracking_learners_changed_update" AFTER UPDATE ON "usage_tracking" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "usage_tracking_learners_changed_delete" AFTER DELETE ON "usage_tracking" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
DROP TRIGGER "treasury_goals_learner_changed" ON "treasury_goals";--> statement-breakpoint
CREATE TRIGGER "treasury_goals_learners_changed_insert" AFTER INSERT ON "treasury_goals" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "treasury_goals_learners_changed_update" AFTER UPDATE ON "treasury_goals" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "treasury_goals_learners_changed_delete" AFTER DELETE ON "treasury_goals" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
DROP TRIGGER "savings_entries_learner_changed" ON "savings_entries";--> statement-breakpoint
CREATE TRIGGER "savings_entries_learners_changed_insert" AFTER INSERT ON "savings_entries" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "savings_entries_learners_changed_update" AFTER UPDATE ON "savings_entries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "savings_entries_learners_changed_delete" AFTER DELETE ON "savings_entries" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
DROP TRIGGER "review_items_learner_changed" ON "review_items";--> statement-breakpoint
CREATE TRIGGER "review_items_learners_changed_insert" AFTER INSERT ON "review_items" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "review_items_learners_changed_update" AFTER UPDATE ON "review_items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "review_items_learners_changed_delete" AFTER DELETE ON "review_items" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"('user_id');--> statement-breakpoint
DROP FUNCTION "arkad_notify_learner_by_id"();
