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
-- Each table's row trigger from 0020 gives way to one statement trigger per event it had; the
-- list is the table, the column holding the learner's id, and those events.
DO $$
DECLARE
  learner_table record;
  event text;
BEGIN
  FOR learner_table IN SELECT * FROM (VALUES
    ('users', 'id', ARRAY['UPDATE', 'DELETE']),
    ('user_preferences', 'user_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('sessions', 'user_id', ARRAY['UPDATE', 'DELETE']),
    ('progress_events', 'user_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('usage_tracking', 'user_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('treasury_goals', 'user_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('savings_entries', 'user_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
    ('review_items', 'user_id', ARRAY['INSERT', 'UPDATE', 'DELETE'])
  ) AS learner_tables(table_name, learner_column, events)
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', learner_table.table_name || '_learner_changed', learner_table.table_name);
    FOREACH event IN ARRAY learner_table.events LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION "arkad_notify_learners_changed"(%L)',
        learner_table.table_name || '_learners_changed_' || lower(event),
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
END $$;--> statement-breakpoint
DROP FUNCTION "arkad_notify_learner_by_id"();
