-- Menus (issue 38): the new menus `meal-menu` (week menus: read, update = build and copy, approve = publish) and
-- `dish` (the dish library) reach the standard roles of existing schools, as standard-roles.ts gives them to new
-- ones: the principal and the nurse (who plans the meals) everything, teachers read. A role that already names the
-- menu keeps what it has.
DO $$
DECLARE
  m record;
BEGIN
  FOR m IN
    SELECT * FROM (VALUES
      ('principal', 'meal-menu', '["read","update","approve"]'::jsonb),
      ('principal', 'dish', '["read","create","update","delete"]'::jsonb),
      ('nurse', 'meal-menu', '["read","update","approve"]'::jsonb),
      ('nurse', 'dish', '["read","create","update","delete"]'::jsonb),
      ('teacher', 'meal-menu', '["read"]'::jsonb),
      ('teacher', 'dish', '["read"]'::jsonb)
    ) AS grants(role_key, menu, actions)
  LOOP
    UPDATE roles
       SET rights = jsonb_set(rights, ARRAY[m.menu], m.actions)
     WHERE key = m.role_key
       AND NOT (rights ? m.menu);
  END LOOP;
END $$;
