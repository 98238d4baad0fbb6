-- Every list exports (issue 34): the class, role and news menus gained the `export` action. A role that held every
-- action such a menu offered before — a principal, or any role given the whole menu — gets `export` on it too, so
-- that an existing school's staff keep "everything on this menu"; a role with part of a menu is left as it is.
DO $$
DECLARE
  m record;
BEGIN
  FOR m IN
    SELECT * FROM (VALUES
      ('class', '["read","create","update","delete"]'::jsonb),
      ('role', '["read","create","update","delete"]'::jsonb),
      ('news-public', '["read","create","update","delete","approve"]'::jsonb),
      ('news-class', '["read","create","update","delete","approve"]'::jsonb),
      ('news-student', '["read","create","update","delete","approve"]'::jsonb)
    ) AS menus(code, before)
  LOOP
    UPDATE roles
       SET rights = jsonb_set(rights, ARRAY[m.code], (rights -> m.code) || '["export"]'::jsonb)
     WHERE jsonb_typeof(rights -> m.code) = 'array'
       AND (rights -> m.code) @> m.before
       AND NOT (rights -> m.code) @> '["export"]'::jsonb;
  END LOOP;
END $$;
