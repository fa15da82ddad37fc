CREATE SEQUENCE "public"."learner_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "learner_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Decision 054, amended: a learner's version changes, in the writing transaction, with every
-- statement that writes the rows the learner cache keeps answers of. Every authenticated request
-- reads it together with its session (one statement), and the cache answers from memory only while
-- it is the version the answers were read under. The notices of 0020 and 0021 stay (they free
-- memory early) but nothing relies on them.
-- Every learner has a version from the start (a learner without one is read, never kept).
INSERT INTO "learner_versions" ("user_id", "version")
  SELECT "id", nextval('learner_version_seq') FROM "users";--> statement-breakpoint
-- One function for every table: its argument names the column holding the learner's id, and the
-- statement's transition tables the rows. A learner deleted in the same statement (account
-- deletion's cascade) gets no row; the learner's own deletion removes theirs.
CREATE FUNCTION "arkad_bump_learner_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learners text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "learner_versions" SET "version" = nextval('learner_version_seq');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' AND TG_OP = 'DELETE' THEN
    DELETE FROM "learner_versions" WHERE "user_id" IN (SELECT "id" FROM old_rows);
    RETURN NULL;
  END IF;
  learners := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS learner FROM new_rows', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT %I AS learner FROM old_rows', TG_ARGV[0])
    ELSE format('SELECT %I AS learner FROM old_rows UNION SELECT %I FROM new_rows', TG_ARGV[0], TG_ARGV[0])
  END;
  EXECUTE format(
    'INSERT INTO "learner_versions" AS kept ("user_id", "version")
       SELECT changed.learner, nextval(''learner_version_seq'') FROM (SELECT DISTINCT learner FROM (%s) AS named) AS changed
       WHERE EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = changed.learner)
       ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version"',
    learners);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Quiz attempts count once answered (as in 0020): a row trigger, fired for answered rows only.
CREATE FUNCTION "arkad_bump_learner_version_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "learner_versions" AS kept ("user_id", "version")
    SELECT "id", nextval('learner_version_seq') FROM "users"
    WHERE "id" IN (CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END,
                   CASE WHEN TG_OP = 'UPDATE' THEN OLD."user_id" END)
    ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_learner_version_insert" AFTER INSERT ON "quiz_attempts"
  FOR EACH ROW WHEN (NEW.answered_at IS NOT NULL) EXECUTE FUNCTION "arkad_bump_learner_version_of_row"();--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_learner_version_update" AFTER UPDATE ON "quiz_attempts"
  FOR EACH ROW WHEN (OLD.answered_at IS NOT NULL OR NEW.answered_at IS NOT NULL)
  EXECUTE FUNCTION "arkad_bump_learner_version_of_row"();--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_learner_version_delete" AFTER DELETE ON "quiz_attempts"
  FOR EACH ROW WHEN (OLD.answered_at IS NOT NULL) EXECUTE FUNCTION "arkad_bump_learner_version_of_row"();--> statement-breakpoint
-- Every other table the cache's answers are made of: one statement trigger per event (the table,
-- the column holding the learner's id, the events), and a TRUNCATE changes every learner's version.
-- Sessions need none: every request reads its session row itself.
DO $$
DECLARE
  learner_table record;
  event text;
BEGIN
  FOR learner_table IN SELECT * FROM (VALUES
    ('users', 'id'),
    ('user_preferences', 'user_id'),
    ('progress_events', 'user_id'),
    ('usage_tracking', 'user_id'),
    ('treasury_goals', 'user_id'),
    ('savings_entries', 'user_id'),
    ('review_items', 'user_id')
  ) AS learner_tables(table_name, learner_column)
  LOOP
    FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION "arkad_bump_learner_versions"(%L)',
        learner_table.table_name || '_learner_version_' || lower(event),
        event,
        learner_table.table_name,
        CASE event
          WHEN 'INSERT' THEN 'REFERENCING NEW TABLE AS "new_rows"'
          WHEN 'UPDATE' THEN 'REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"'
          ELSE 'REFERENCING OLD TABLE AS "old_rows"'
        END,
        learner_table.learner_column);
    END LOOP;
  END LOOP;
  FOR learner_table IN SELECT * FROM (VALUES
    ('users'), ('user_preferences'), ('quiz_attempts'), ('progress_events'), ('usage_tracking'),
    ('treasury_goals'), ('savings_entries'), ('review_items')
  ) AS learner_tables(table_name)
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "arkad_bump_learner_versions"()',
      learner_table.table_name || '_learner_version_truncate',
      learner_table.table_name);
  END LOOP;
END $$;
