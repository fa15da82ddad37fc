-- Decisions 054 and 060: the learner's progress answer (GET /api/progress, kept in the learner
-- cache) carries the target dates of the classes the learner is in, so the path shows them without
-- a request of its own (decision 015). The rows it reads are versioned like the rest: a
-- membership's insert, update, delete or truncate gives its learner a new version and sends a
-- notice (the functions of 0021 and 0022); a change to a class's name or targets gives every member
-- of the class a new version and sends each a notice. A class deleted takes its memberships with it
-- (cascade), whose delete triggers cover its members; a truncate of classes must cascade to
-- class_members, whose truncate triggers cover everyone.
DO $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON "class_members" %s FOR EACH STATEMENT EXECUTE FUNCTION "arkad_bump_learner_versions"(%L)',
      'class_members_learner_version_' || lower(event), event,
      CASE event
        WHEN 'INSERT' THEN 'REFERENCING NEW TABLE AS "new_rows"'
        WHEN 'UPDATE' THEN 'REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"'
        ELSE 'REFERENCING OLD TABLE AS "old_rows"'
      END,
      'user_id');
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON "class_members" %s FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"(%L)',
      'class_members_learners_changed_' || lower(event), event,
      CASE event
        WHEN 'INSERT' THEN 'REFERENCING NEW TABLE AS "new_rows"'
        WHEN 'UPDATE' THEN 'REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"'
        ELSE 'REFERENCING OLD TABLE AS "old_rows"'
      END,
      'user_id');
  END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_members_learner_version_truncate" AFTER TRUNCATE ON "class_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_bump_learner_versions"();--> statement-breakpoint
CREATE TRIGGER "class_members_every_learner_changed" AFTER TRUNCATE ON "class_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_every_learner"();--> statement-breakpoint
-- A class whose name or targets changed: every member gets a new version.
CREATE FUNCTION "arkad_bump_class_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "learner_versions" AS kept ("user_id", "version")
    SELECT changed.learner, nextval('learner_version_seq')
    FROM (SELECT DISTINCT m."user_id" AS learner
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          JOIN "class_members" m ON m."class_id" = n."id"
          WHERE n."name" IS DISTINCT FROM o."name" OR n."targets" IS DISTINCT FROM o."targets") AS changed
    ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "arkad_notify_class_members_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arkad_learner_changed', changed.learner::text)
    FROM (SELECT DISTINCT m."user_id" AS learner
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          JOIN "class_members" m ON m."class_id" = n."id"
          WHERE n."name" IS DISTINCT FROM o."name" OR n."targets" IS DISTINCT FROM o."targets") AS changed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "classes_member_versions_update" AFTER UPDATE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_bump_class_member_versions"();--> statement-breakpoint
CREATE TRIGGER "classes_members_changed_update" AFTER UPDATE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_class_members_changed"();
