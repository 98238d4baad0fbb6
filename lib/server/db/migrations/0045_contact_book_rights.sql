-- The contact book menu (issue 38): a role that may take the roll (attendance `update`) fills and sends the book
-- (read, update, export); a role that reads the roll call reads the book, and exports it where it exports the roll.
UPDATE roles
   SET rights = jsonb_set(rights, ARRAY['contact-book'],
     CASE
       WHEN (rights -> 'attendance') @> '["update"]'::jsonb THEN '["read","update","export"]'::jsonb
       WHEN (rights -> 'attendance') @> '["export"]'::jsonb THEN '["read","export"]'::jsonb
       ELSE '["read"]'::jsonb
     END)
 WHERE jsonb_typeof(rights -> 'attendance') = 'array'
   AND (rights -> 'attendance') @> '["read"]'::jsonb
   AND rights -> 'contact-book' IS NULL;
