-- Decision 054: a write to a row that a learner's cached answers are made of (their session, their
-- account, their learning facts) tells every server instance, by NOTIFY on arkad_learner_changed
-- with the learner's id ('*' after a TRUNCATE: every learner). Delivered when the writing
-- transaction commits; the writing connection hears its own notice before its COMMIT is answered.
CREATE FUNCTION "arkad_notify_learner_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('arkad_learner_changed', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('arkad_learner_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "arkad_notify_learner_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arkad_learner_changed', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "arkad_notify_every_learner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arkad_learner_changed', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
-- The account: a new one is in no cache yet.
CREATE TRIGGER "users_learner_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_id"();--> statement-breakpoint
CREATE TRIGGER "user_preferences_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_preferences"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
-- Sessions are cached by id: a new one changes none that is cached; a revocation, an expiry moved
-- or a deletion does.
CREATE TRIGGER "sessions_learner_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
-- A quiz attempt counts once answered: drawing one (the insert) changes no fact.
CREATE TRIGGER "quiz_attempts_learner_changed_insert" AFTER INSERT ON "quiz_attempts"
  FOR EACH ROW WHEN (NEW.answered_at IS NOT NULL) EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_learner_changed_update" AFTER UPDATE ON "quiz_attempts"
  FOR EACH ROW WHEN (OLD.answered_at IS NOT NULL OR NEW.answered_at IS NOT NULL)
  EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_learner_changed_delete" AFTER DELETE ON "quiz_attempts"
  FOR EACH ROW WHEN (OLD.answered_at IS NOT NULL) EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "progress_events_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "progress_events"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "usage_tracking_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "usage_tracking"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "treasury_goals_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "treasury_goals"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "savings_entries_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "savings_entries"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "review_items_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "review_items"
  FOR EACH ROW EXECUTE FUNCTION "arkad_notify_learner_by_user_id"();--> statement-breakpoint
CREATE TRIGGER "users_every_learner_changed" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "user_preferences_every_learner_changed" AFTER TRUNCATE ON "user_preferences"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "sessions_every_learner_changed" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_every_learner_changed" AFTER TRUNCATE ON "quiz_attempts"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "progress_events_every_learner_changed" AFTER TRUNCATE ON "progress_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "usage_tracking_every_learner_changed" AFTER TRUNCATE ON "usage_tracking"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "treasury_goals_every_learner_changed" AFTER TRUNCATE ON "treasury_goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "savings_entries_every_learner_changed" AFTER TRUNCATE ON "savings_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
CREATE TRIGGER "review_items_every_learner_changed" AFTER TRUNCATE ON "review_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();
