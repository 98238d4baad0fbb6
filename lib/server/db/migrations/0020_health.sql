-- Reserved; replaced by the area's migration.
SELECT 1;
